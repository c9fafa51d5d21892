//! Pipelines: MLIR's textual pipeline syntax, parsed into a tree of op-anchored
//! pass lists and instantiated from the registry.
//!
//! Two forms are accepted:
//! - `--pass-pipeline='builtin.module(func.func(cse,canonicalize{max-iterations=3}),symbol-dce)'`:
//!   an op name with a parenthesised list; each element is a pass (with optional
//!   `{options}`) or a nested op name with its own list. A pass anchored on an op
//!   kind must sit in a list of that kind (`func.func` passes inside `func.func(...)`).
//! - `--pass=cse,canonicalize{max-iterations=3}`: a list run on the module; passes
//!   anchored on `func.func` are nested automatically (consecutive ones share one
//!   `func.func(...)`, so functions run through them in parallel).
//!
//! Errors are located in the pipeline text (`<pass-pipeline>:1:26: error: ...`)
//! and list close names for unknown passes and options.

use std::fmt::Write;

use crate::manager::options::{OptionEntry, format_options, matching_close, split_options};
use crate::manager::pass::{Anchor, DynPass, PassInfo};
use crate::manager::registry::PassRegistry;

/// A pipeline text that does not parse or names unknown passes or options (user input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// Which flag it came from (`<pass-pipeline>` or `<pass>`).
    pub source_name: String,
    /// The pipeline text.
    pub text: String,
    /// Byte offset of the problem in `text`.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl PipelineError {
    /// `name:1:col: error: message`, the text, and a caret under the offending byte.
    pub fn render(&self) -> String {
        let col = self.text[..self.offset.min(self.text.len())]
            .chars()
            .count()
            + 1;
        let pad: String = " ".repeat(col - 1);
        format!(
            "{}:1:{col}: error: {}\n{}\n{pad}^\n",
            self.source_name, self.message, self.text
        )
    }
}

impl std::fmt::Display for PipelineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.render().trim_end())
    }
}

/// A parsed (not yet instantiated) pipeline element.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Elem {
    Pass {
        name: String,
        /// Option text (inside the braces) and its offset.
        options: Option<(String, usize)>,
        offset: usize,
    },
    Nest {
        anchor: String,
        elems: Vec<Elem>,
        offset: usize,
    },
}

struct TextParser<'a> {
    text: &'a str,
    pos: usize,
    source_name: &'a str,
}

impl<'a> TextParser<'a> {
    fn err(&self, offset: usize, message: impl Into<String>) -> PipelineError {
        PipelineError {
            source_name: self.source_name.to_string(),
            text: self.text.to_string(),
            offset,
            message: message.into(),
        }
    }

    fn skip_ws(&mut self) {
        while self
            .text
            .as_bytes()
            .get(self.pos)
            .is_some_and(|b| b.is_ascii_whitespace())
        {
            self.pos += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn name(&mut self) -> Result<(String, usize), PipelineError> {
        self.skip_ws();
        let start = self.pos;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.' | b'$'))
        {
            self.pos += 1;
        }
        if start == self.pos {
            let what = match self.peek() {
                None => "end of pipeline".to_string(),
                Some(b) => format!("'{}'", b as char),
            };
            return Err(self.err(start, format!("expected a pass or op name, found {what}")));
        }
        Ok((self.text[start..self.pos].to_string(), start))
    }

    /// `elem (',' elem)*` up to (not including) `)` or the end.
    fn list(&mut self, allow_empty: bool) -> Result<Vec<Elem>, PipelineError> {
        let mut elems = Vec::new();
        self.skip_ws();
        if allow_empty && matches!(self.peek(), None | Some(b')')) {
            return Ok(elems);
        }
        loop {
            elems.push(self.elem()?);
            self.skip_ws();
            if self.peek() == Some(b',') {
                self.pos += 1;
                continue;
            }
            return Ok(elems);
        }
    }

    fn elem(&mut self) -> Result<Elem, PipelineError> {
        let (name, offset) = self.name()?;
        self.skip_ws();
        match self.peek() {
            Some(b'(') => {
                let open = self.pos;
                self.pos += 1;
                let elems = self.list(true)?;
                self.skip_ws();
                if self.peek() != Some(b')') {
                    return Err(self.err(
                        self.pos,
                        format!(
                            "expected ',' or ')' to close the '{name}(' opened at column {}",
                            open + 1
                        ),
                    ));
                }
                self.pos += 1;
                Ok(Elem::Nest {
                    anchor: name,
                    elems,
                    offset,
                })
            }
            Some(b'{') => {
                let open = self.pos;
                let close = matching_close(self.text, open)
                    .ok_or_else(|| self.err(open, "unbalanced '{' in pass options"))?;
                let inner = self.text[open + 1..close].to_string();
                self.pos = close + 1;
                Ok(Elem::Pass {
                    name,
                    options: Some((inner, open + 1)),
                    offset,
                })
            }
            _ => Ok(Elem::Pass {
                name,
                options: None,
                offset,
            }),
        }
    }

    fn expect_end(&mut self) -> Result<(), PipelineError> {
        self.skip_ws();
        match self.peek() {
            None => Ok(()),
            Some(b) => Err(self.err(
                self.pos,
                format!("unexpected '{}' after the end of the pipeline", b as char),
            )),
        }
    }
}

/// An instantiated pass in a pipeline.
pub(crate) struct PassSlot {
    pub(crate) info: &'static PassInfo,
    pub(crate) pass: Box<dyn DynPass>,
    pub(crate) options: Vec<(&'static str, String)>,
}

/// One element of an instantiated pipeline.
pub(crate) enum Item {
    Pass(PassSlot),
    Nest(OpPipeline),
}

/// Passes (and nested pipelines) run on ops named `anchor`.
pub struct OpPipeline {
    pub(crate) anchor: String,
    pub(crate) items: Vec<Item>,
}

impl std::fmt::Debug for OpPipeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl OpPipeline {
    /// The anchor op name.
    pub fn anchor(&self) -> &str {
        &self.anchor
    }

    /// True if the pipeline has no pass at any depth.
    pub fn is_empty(&self) -> bool {
        self.items.iter().all(|i| match i {
            Item::Pass(_) => false,
            Item::Nest(n) => n.is_empty(),
        })
    }

    /// The textual form, every option with its value:
    /// `builtin.module(func.func(cse,canonicalize{max-iterations=10}))`.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        self.write_text(&mut s);
        s
    }

    fn write_text(&self, s: &mut String) {
        let _ = write!(s, "{}(", self.anchor);
        for (i, item) in self.items.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            match item {
                Item::Pass(p) => {
                    s.push_str(p.info.name);
                    s.push_str(&format_options(&p.options));
                }
                Item::Nest(n) => n.write_text(s),
            }
        }
        s.push(')');
    }

    /// The pass names at every depth, in order.
    pub fn pass_names(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        for item in &self.items {
            match item {
                Item::Pass(p) => v.push(p.info.name),
                Item::Nest(n) => v.extend(n.pass_names()),
            }
        }
        v
    }
}

/// Parses `--pass-pipeline` text (`builtin.module(...)`) and instantiates its passes.
///
/// # Errors
/// A located [`PipelineError`]: syntax, a top level other than `builtin.module(...)`,
/// an unknown pass or option, a bad option value, a pass nested under the wrong op.
pub fn parse_pipeline(registry: &PassRegistry, text: &str) -> Result<OpPipeline, PipelineError> {
    let source_name = "<pass-pipeline>";
    let mut p = TextParser {
        text,
        pos: 0,
        source_name,
    };
    let top = p.elem()?;
    p.expect_end()?;
    match top {
        Elem::Nest {
            anchor,
            elems,
            offset,
        } => {
            if anchor != "builtin.module" {
                return Err(p.err(
                    offset,
                    format!(
                        "the pipeline must be anchored on 'builtin.module', e.g. 'builtin.module({anchor}(...))'"
                    ),
                ));
            }
            build(registry, &p, anchor, elems)
        }
        Elem::Pass { offset, name, .. } => Err(p.err(
            offset,
            format!(
                "expected the pipeline to be wrapped with its anchor op, e.g. 'builtin.module({name})' \
                 (or use --pass={name})"
            ),
        )),
    }
}

/// Parses `--pass` text (`a,b{k=v},func.func(c)`) and instantiates it on `builtin.module`,
/// nesting `func.func`-anchored passes automatically.
///
/// # Errors
/// As [`parse_pipeline`].
pub fn parse_pass_list(registry: &PassRegistry, text: &str) -> Result<OpPipeline, PipelineError> {
    let mut p = TextParser {
        text,
        pos: 0,
        source_name: "<pass>",
    };
    let elems = p.list(true)?;
    p.expect_end()?;
    // Group consecutive func.func-anchored passes into one nest.
    let mut grouped: Vec<Elem> = Vec::new();
    for e in elems {
        let is_func = match &e {
            Elem::Pass { name, .. } => {
                registry.lookup(name).map(|i| i.anchor) == Some(Anchor::Func)
            }
            Elem::Nest { .. } => false,
        };
        if is_func {
            let offset = match &e {
                Elem::Pass { offset, .. } | Elem::Nest { offset, .. } => *offset,
            };
            match grouped.last_mut() {
                Some(Elem::Nest { anchor, elems, .. }) if anchor == "func.func" => elems.push(e),
                _ => grouped.push(Elem::Nest {
                    anchor: "func.func".to_string(),
                    elems: vec![e],
                    offset,
                }),
            }
        } else {
            grouped.push(e);
        }
    }
    build(registry, &p, "builtin.module".to_string(), grouped)
}

fn build(
    registry: &PassRegistry,
    p: &TextParser<'_>,
    anchor: String,
    elems: Vec<Elem>,
) -> Result<OpPipeline, PipelineError> {
    let mut items = Vec::new();
    for e in elems {
        match e {
            Elem::Nest {
                anchor: inner,
                elems,
                ..
            } => items.push(Item::Nest(build(registry, p, inner, elems)?)),
            Elem::Pass {
                name,
                options,
                offset,
            } => {
                let info = registry.lookup(&name).ok_or_else(|| {
                    p.err(
                        offset,
                        format!(
                            "'{name}' does not refer to a registered pass{}",
                            registry.suggest(&name)
                        ),
                    )
                })?;
                if let Some(want) = info.anchor.op_name()
                    && want != anchor
                {
                    let hint = if want == "func.func" {
                        format!("; nest it: '{anchor}(func.func({name}))'")
                    } else {
                        String::new()
                    };
                    return Err(p.err(
                        offset,
                        format!(
                            "pass '{name}' runs on '{want}' operations and cannot run in a '{anchor}' pipeline{hint}"
                        ),
                    ));
                }
                let entries: Vec<OptionEntry> = match &options {
                    None => Vec::new(),
                    Some((text, base)) => split_options(text)
                        .map_err(|(m, at)| p.err(base + at, m))?
                        .into_iter()
                        .map(|mut e| {
                            e.offset += base;
                            e
                        })
                        .collect(),
                };
                let created = info.create(&entries).map_err(|e| {
                    let at = e
                        .entry
                        .and_then(|i| entries.get(i))
                        .map(|en| en.offset)
                        .unwrap_or(offset);
                    p.err(at, e.message)
                })?;
                items.push(Item::Pass(PassSlot {
                    info,
                    pass: created.pass,
                    options: created.options,
                }));
            }
        }
    }
    Ok(OpPipeline { anchor, items })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::pass::{Pass, PassContext, PassResult, Preserved};
    use ipu_dialects::OpId;

    struct ModPass;
    impl Pass for ModPass {
        const NAME: &'static str = "mod-pass";
        const TYPE_NAME: &'static str = "ModPass";
        const SUMMARY: &'static str = "A module pass";
        const ANCHOR: Anchor = Anchor::Module;
        type Options = ();
        fn new(_: ()) -> Result<Self, String> {
            Ok(ModPass)
        }
        fn run(&self, _: OpId, _: &mut PassContext<'_>) -> PassResult {
            Ok(Preserved::all())
        }
    }

    crate::pass_options! {
        /// Options of FnPass.
        pub struct FnOptions {
            /// A count.
            count("count"): u32 = 1,
        }
    }

    struct FnPass;
    impl Pass for FnPass {
        const NAME: &'static str = "fn-pass";
        const TYPE_NAME: &'static str = "FnPass";
        const SUMMARY: &'static str = "A function pass";
        const ANCHOR: Anchor = Anchor::Func;
        type Options = FnOptions;
        fn new(o: FnOptions) -> Result<Self, String> {
            if o.count == 0 {
                return Err("count must be at least 1".to_string());
            }
            Ok(FnPass)
        }
        fn run(&self, _: OpId, _: &mut PassContext<'_>) -> PassResult {
            Ok(Preserved::all())
        }
    }

    struct AnyPass;
    impl Pass for AnyPass {
        const NAME: &'static str = "any-pass";
        const TYPE_NAME: &'static str = "AnyPass";
        const SUMMARY: &'static str = "Runs anywhere";
        const ANCHOR: Anchor = Anchor::Any;
        type Options = ();
        fn new(_: ()) -> Result<Self, String> {
            Ok(AnyPass)
        }
        fn run(&self, _: OpId, _: &mut PassContext<'_>) -> PassResult {
            Ok(Preserved::all())
        }
    }

    static PASSES: [PassInfo; 3] = [
        PassInfo::of::<ModPass>(),
        PassInfo::of::<FnPass>(),
        PassInfo::of::<AnyPass>(),
    ];
    const REG: PassRegistry = PassRegistry::new(&PASSES);

    fn check_pipeline(text: &str, expect: &str) {
        let got = match parse_pipeline(&REG, text) {
            Ok(p) => p.to_text(),
            Err(e) => e.render(),
        };
        assert_eq!(got, expect, "for {text:?}");
    }

    fn check_list(text: &str, expect: &str) {
        let got = match parse_pass_list(&REG, text) {
            Ok(p) => p.to_text(),
            Err(e) => e.render(),
        };
        assert_eq!(got, expect, "for {text:?}");
    }

    #[test]
    fn pipelines_parse_and_print() {
        check_pipeline("builtin.module()", "builtin.module()");
        check_pipeline(
            " builtin.module( func.func(fn-pass{count=3}, any-pass) , mod-pass ) ",
            "builtin.module(func.func(fn-pass{count=3},any-pass),mod-pass)",
        );
        check_pipeline(
            "builtin.module(any-pass,func.func(fn-pass))",
            "builtin.module(any-pass,func.func(fn-pass{count=1}))",
        );
    }

    #[test]
    fn pass_lists_nest_function_passes() {
        check_list(
            "fn-pass,fn-pass{count=2},mod-pass,fn-pass",
            "builtin.module(func.func(fn-pass{count=1},fn-pass{count=2}),mod-pass,func.func(fn-pass{count=1}))",
        );
        check_list("any-pass", "builtin.module(any-pass)");
        check_list("", "builtin.module()");
        check_list("func.func(any-pass)", "builtin.module(func.func(any-pass))");
    }

    #[test]
    fn errors_are_located() {
        check_pipeline(
            "builtin.module(func.func(fn-pas))",
            "<pass-pipeline>:1:26: error: 'fn-pas' does not refer to a registered pass; did you mean 'fn-pass'?\n\
             builtin.module(func.func(fn-pas))\n                         ^\n",
        );
        check_pipeline(
            "builtin.module(fn-pass)",
            "<pass-pipeline>:1:16: error: pass 'fn-pass' runs on 'func.func' operations and cannot run in a \
             'builtin.module' pipeline; nest it: 'builtin.module(func.func(fn-pass))'\n\
             builtin.module(fn-pass)\n               ^\n",
        );
        check_pipeline(
            "builtin.module(func.func(mod-pass))",
            "<pass-pipeline>:1:26: error: pass 'mod-pass' runs on 'builtin.module' operations and cannot run in a \
             'func.func' pipeline\nbuiltin.module(func.func(mod-pass))\n                         ^\n",
        );
        check_pipeline(
            "func.func(any-pass)",
            "<pass-pipeline>:1:1: error: the pipeline must be anchored on 'builtin.module', e.g. \
             'builtin.module(func.func(...))'\nfunc.func(any-pass)\n^\n",
        );
        check_pipeline(
            "builtin.module(any-pass",
            "<pass-pipeline>:1:24: error: expected ',' or ')' to close the 'builtin.module(' opened at column 15\n\
             builtin.module(any-pass\n                       ^\n",
        );
        check_pipeline(
            "builtin.module(any-pass))",
            "<pass-pipeline>:1:25: error: unexpected ')' after the end of the pipeline\n\
             builtin.module(any-pass))\n                        ^\n",
        );
        check_list(
            "fn-pass{count=x}",
            "<pass>:1:9: error: invalid value 'x' for option 'count' of pass 'fn-pass': expected an unsigned \
             integer (u32)\nfn-pass{count=x}\n        ^\n",
        );
        check_list(
            "fn-pass{cont=2}",
            "<pass>:1:9: error: pass 'fn-pass' has no option 'cont'; did you mean 'count'?\nfn-pass{cont=2}\n        ^\n",
        );
        check_list(
            "any-pass{x=1}",
            "<pass>:1:10: error: pass 'any-pass' has no option 'x' (it takes no options)\nany-pass{x=1}\n         ^\n",
        );
        check_list(
            "fn-pass{count=0}",
            "<pass>:1:1: error: invalid options for pass 'fn-pass': count must be at least 1\nfn-pass{count=0}\n^\n",
        );
        check_list(
            "a,,b",
            "<pass>:1:3: error: expected a pass or op name, found ','\na,,b\n  ^\n",
        );
    }
}

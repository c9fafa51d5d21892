//! Crash reproducers in MLIR's format: the IR (printed with locations, so errors
//! in the replay point at the original source) followed by a file-metadata block
//! naming the pipeline to replay:
//!
//! ```text
//! module {
//!   ...
//! }
//!
//! {-#
//!   external_resources: {
//!     mlir_reproducer: {
//!       pipeline: "builtin.module(func.func(cse))",
//!       disable_threading: true,
//!       verify_each: true
//!     }
//!   }
//! #-}
//! ```
//!
//! `ipu-opt --run-reproducer FILE` parses the file, reads the `mlir_reproducer`
//! entry and runs its pipeline with its settings (`disable_threading: true` means
//! one thread). Other resources of the original file are kept.

use ipu_dialects::{Context, FileMetadata, Module, PrintFlags, ResourceGroup};

/// The owner key of the reproducer entry in `external_resources`.
pub const REPRODUCER_KEY: &str = "mlir_reproducer";

/// What a reproducer replays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reproducer {
    /// The textual pipeline (`builtin.module(...)`).
    pub pipeline: String,
    /// Run with one thread.
    pub disable_threading: bool,
    /// Verify after each pass.
    pub verify_each: bool,
}

impl Reproducer {
    /// The reproducer file for `module`: its IR with locations, then the metadata
    /// (the module's own resources and this reproducer's entry).
    pub fn render(&self, ctx: &Context, module: &Module) -> String {
        let mut metadata = module.metadata.clone();
        metadata
            .external_resources
            .retain(|g| g.owner != REPRODUCER_KEY);
        metadata.external_resources.push(ResourceGroup {
            owner: REPRODUCER_KEY.to_string(),
            entries: vec![
                ("pipeline".to_string(), quote(&self.pipeline)),
                (
                    "disable_threading".to_string(),
                    self.disable_threading.to_string(),
                ),
                ("verify_each".to_string(), self.verify_each.to_string()),
            ],
        });
        let m = Module {
            ir: module.ir.clone(),
            op: module.op,
            metadata,
        };
        m.print(
            ctx,
            &PrintFlags {
                generic: false,
                debug_info: true,
                elide_elements_larger: None,
            },
        )
    }

    /// The reproducer entry of parsed file metadata, removing it from `metadata`.
    ///
    /// # Errors
    /// A message when there is no `mlir_reproducer` entry or its `pipeline` is missing
    /// or not a string (user input).
    pub fn take_from(metadata: &mut FileMetadata) -> Result<Reproducer, String> {
        let Some(pos) = metadata
            .external_resources
            .iter()
            .position(|g| g.owner == REPRODUCER_KEY)
        else {
            return Err(format!(
                "the file has no '{REPRODUCER_KEY}' entry in its external_resources; it is not a reproducer"
            ));
        };
        let group = metadata.external_resources.remove(pos);
        let get = |k: &str| {
            group
                .entries
                .iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        let pipeline = get("pipeline")
            .ok_or_else(|| format!("the '{REPRODUCER_KEY}' entry has no 'pipeline'"))?;
        let pipeline = unquote(pipeline).ok_or_else(|| {
            format!("the '{REPRODUCER_KEY}' pipeline must be a string, got {pipeline}")
        })?;
        let flag = |k: &str, default: bool| match get(k) {
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            None => Ok(default),
            Some(other) => Err(format!("'{k}' must be true or false, got {other}")),
        };
        Ok(Reproducer {
            pipeline,
            disable_threading: flag("disable_threading", false)?,
            verify_each: flag("verify_each", true)?,
        })
    }
}

/// A string literal in MLIR's syntax (`"` and `\` escaped as hex, as MLIR prints them).
fn quote(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\22"),
            '\\' => out.push_str("\\5C"),
            '\n' => out.push_str("\\0A"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Reads back a string literal written by [`quote`] (or MLIR: `\"`, `\\`, `\n`, `\t`, `\XX`).
fn unquote(s: &str) -> Option<String> {
    let inner = s.strip_prefix('"')?.strip_suffix('"')?;
    let b = inner.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'\\' {
            out.push(b[i]);
            i += 1;
            continue;
        }
        match b.get(i + 1)? {
            b'"' => out.push(b'"'),
            b'\\' => out.push(b'\\'),
            b'n' => out.push(b'\n'),
            b't' => out.push(b'\t'),
            _ => {
                let hex = inner.get(i + 1..i + 3)?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
                continue;
            }
        }
        i += 2;
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_round_trip() {
        for s in ["builtin.module(cse)", "a{x=\"q\\\"\"}", "back\\slash\nline"] {
            assert_eq!(unquote(&quote(s)).as_deref(), Some(s));
        }
        assert_eq!(unquote("\"a\\\"b\"").as_deref(), Some("a\"b"));
        assert_eq!(unquote("nope"), None);
    }

    #[test]
    fn renders_and_reads_back() {
        let ctx = Context::new();
        let mut module =
            Module::parse(&ctx, "in.mlir", b"func.func @f() {\n  return\n}\n").unwrap();
        let r = Reproducer {
            pipeline: "builtin.module(func.func(cse))".into(),
            disable_threading: true,
            verify_each: false,
        };
        let text = r.render(&ctx, &module);
        assert!(
            text.ends_with(
                "{-#\n  external_resources: {\n    mlir_reproducer: {\n      pipeline: \"builtin.module(func.func(cse))\",\n      \
                 disable_threading: true,\n      verify_each: false\n    }\n  }\n#-}\n\n"
            ),
            "{text}"
        );
        assert!(text.contains("loc(\"in.mlir\":2:3)"), "{text}");
        let mut back = Module::parse(&ctx, "repro.mlir", text.as_bytes()).unwrap();
        assert_eq!(Reproducer::take_from(&mut back.metadata), Ok(r));
        assert!(back.metadata.is_empty());
        assert!(Reproducer::take_from(&mut module.metadata).is_err());
    }
}

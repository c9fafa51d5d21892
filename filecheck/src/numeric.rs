//! Numeric substitution blocks: `[[#%x,VAR:]]`, `[[#VAR+1]]`, `[[#@LINE]]`,
//! `[[#add(A,B)]]`, and their formats.
//!
//! Grammar and diagnostics follow LLVM FileCheck's documentation
//! ("FileCheck Numeric Substitution Blocks"). Values are `i128`; LLVM widens
//! its `APInt`s without bound, so only results beyond ±2^127 differ (they are
//! reported here as an overflow).

use crate::pattern::{Context, PatError};
use crate::source::Span;
use crate::text::{SPACE, Str, consume_unsigned};

/// How a numeric value is printed and matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FmtKind {
    None,
    Unsigned,
    Signed,
    HexUpper,
    HexLower,
}

/// A matching format: kind, minimum digits, and `0x` prefix (`%#x`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Format {
    pub kind: FmtKind,
    pub precision: u32,
    pub alt: bool,
}

impl Format {
    pub(crate) const NONE: Format = Format {
        kind: FmtKind::None,
        precision: 0,
        alt: false,
    };

    pub(crate) fn unsigned() -> Format {
        Format {
            kind: FmtKind::Unsigned,
            ..Format::NONE
        }
    }

    fn describe(&self) -> &'static str {
        match self.kind {
            FmtKind::None => "<none>",
            FmtKind::Unsigned => "%u",
            FmtKind::Signed => "%d",
            FmtKind::HexUpper => "%X",
            FmtKind::HexLower => "%x",
        }
    }

    /// The regex (LLVM syntax) matching any value in this format.
    pub(crate) fn wildcard_regex(&self) -> String {
        let prefix = if self.alt { "0x" } else { "" };
        let p = self.precision;
        match (self.kind, p) {
            (FmtKind::Unsigned | FmtKind::None, 0) => "[0-9]+".into(),
            (FmtKind::Unsigned | FmtKind::None, _) => format!("{prefix}([1-9][0-9]*)?[0-9]{{{p}}}"),
            (FmtKind::Signed, 0) => "-?[0-9]+".into(),
            (FmtKind::Signed, _) => format!("{prefix}-?([1-9][0-9]*)?[0-9]{{{p}}}"),
            (FmtKind::HexUpper, 0) => format!("{prefix}[0-9A-F]+"),
            (FmtKind::HexUpper, _) => format!("{prefix}([1-9A-F][0-9A-F]*)?[0-9A-F]{{{p}}}"),
            (FmtKind::HexLower, 0) => format!("{prefix}[0-9a-f]+"),
            (FmtKind::HexLower, _) => format!("{prefix}([1-9a-f][0-9a-f]*)?[0-9a-f]{{{p}}}"),
        }
    }

    /// The text `value` matches in this format; `None` when it cannot be
    /// represented (a negative value in an unsigned format).
    pub(crate) fn matching_string(&self, value: i128) -> Option<String> {
        if self.kind != FmtKind::Signed && value < 0 {
            return None;
        }
        let abs = value.unsigned_abs();
        let digits = match self.kind {
            FmtKind::HexUpper => format!("{abs:X}"),
            FmtKind::HexLower => format!("{abs:x}"),
            _ => format!("{abs}"),
        };
        let sign = if value < 0 { "-" } else { "" };
        let prefix = if self.alt { "0x" } else { "" };
        let zeros = (self.precision as usize).saturating_sub(digits.len());
        Some(format!("{sign}{prefix}{}{digits}", "0".repeat(zeros)))
    }

    /// Parses text matched by [`Format::wildcard_regex`].
    pub(crate) fn value_from(&self, text: &[u8]) -> Option<i128> {
        let mut t = text;
        let negative = t.first() == Some(&b'-');
        if negative {
            t = &t[1..];
        }
        if self.kind != FmtKind::Signed && self.alt && t.starts_with(b"0x") {
            t = &t[2..];
        }
        let radix = if matches!(self.kind, FmtKind::HexLower | FmtKind::HexUpper) {
            16
        } else {
            10
        };
        let s = std::str::from_utf8(t).ok()?;
        let v = u128::from_str_radix(s, radix).ok()?;
        let v = i128::try_from(v).ok()?;
        Some(if negative { -v } else { v })
    }
}

/// A binary operation or call (`add`, `sub`, `mul`, `div`, `max`, `min`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Op {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
}

/// An expression tree; every node keeps its source text for diagnostics.
#[derive(Debug, Clone)]
pub(crate) enum Expr {
    Lit {
        text: Span,
        value: i128,
    },
    Var {
        name: Span,
        var: usize,
    },
    Bin {
        text: Span,
        op: Op,
        l: Box<Expr>,
        r: Box<Expr>,
    },
}

/// Why an expression could not be evaluated.
#[derive(Debug, Clone)]
pub(crate) enum EvalError {
    /// Arithmetic overflow or division by zero.
    Overflow,
    /// These variables have no value (name spans and names).
    Undefined(Vec<(Span, String)>),
}

impl Expr {
    pub(crate) fn text(&self) -> Span {
        match self {
            Expr::Lit { text, .. } | Expr::Bin { text, .. } => *text,
            Expr::Var { name, .. } => *name,
        }
    }

    pub(crate) fn eval(&self, ctx: &Context) -> Result<i128, EvalError> {
        match self {
            Expr::Lit { value, .. } => Ok(*value),
            Expr::Var { name, var } => ctx.num_vars[*var].value.ok_or_else(|| {
                EvalError::Undefined(vec![(*name, ctx.num_vars[*var].name.clone())])
            }),
            Expr::Bin { op, l, r, .. } => {
                let (a, b) = match (l.eval(ctx), r.eval(ctx)) {
                    (Ok(a), Ok(b)) => (a, b),
                    (Err(EvalError::Undefined(mut x)), Err(EvalError::Undefined(y))) => {
                        x.extend(y);
                        return Err(EvalError::Undefined(x));
                    }
                    (Err(e), _) | (_, Err(e)) => return Err(e),
                };
                let r = match op {
                    Op::Add => a.checked_add(b),
                    Op::Sub => a.checked_sub(b),
                    Op::Mul => a.checked_mul(b),
                    Op::Div => {
                        if b == 0 {
                            None
                        } else {
                            a.checked_div(b)
                        }
                    }
                    Op::Max => Some(a.max(b)),
                    Op::Min => Some(a.min(b)),
                };
                r.ok_or(EvalError::Overflow)
            }
        }
    }

    fn implicit_format(
        &self,
        ctx: &Context,
        src: &dyn Fn(Span) -> String,
    ) -> Result<Format, PatError> {
        match self {
            Expr::Lit { .. } => Ok(Format::NONE),
            Expr::Var { var, .. } => Ok(ctx.num_vars[*var].format),
            Expr::Bin { text, l, r, .. } => {
                let lf = l.implicit_format(ctx, src)?;
                let rf = r.implicit_format(ctx, src)?;
                if lf.kind != FmtKind::None && rf.kind != FmtKind::None && lf != rf {
                    return Err(PatError::at(
                        *text,
                        format!(
                            "implicit format conflict between '{}' ({}) and '{}' ({}), need an explicit format specifier",
                            src(l.text()),
                            lf.describe(),
                            src(r.text()),
                            rf.describe()
                        ),
                    ));
                }
                Ok(if lf.kind != FmtKind::None { lf } else { rf })
            }
        }
    }
}

/// Which operands a position accepts (LLVM's `AllowedOperand`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Allowed {
    LineVar,
    LegacyLiteral,
    Any,
}

/// A parsed numeric substitution block.
pub(crate) struct NumericBlock {
    pub expr: Option<Expr>,
    pub format: Format,
    /// The variable this block defines, if any.
    pub def: Option<usize>,
}

/// Parser state shared by the numeric-expression functions.
pub(crate) struct ExprParser<'c> {
    pub ctx: &'c mut Context,
    pub line: Option<usize>,
    /// Source text of spans, for messages that quote sub-expressions.
    pub src: &'c dyn Fn(Span) -> String,
}

/// Name and pseudo-ness of a parsed variable (`@LINE` is pseudo).
pub(crate) struct VarName<'a> {
    pub name: Str<'a>,
    pub pseudo: bool,
}

/// LLVM's `Pattern::parseVariable`.
pub(crate) fn parse_variable<'a>(s: &mut Str<'a>) -> Result<VarName<'a>, PatError> {
    if s.is_empty() {
        return Err(PatError::at(s.span(), "empty variable name"));
    }
    let mut i = 0;
    let pseudo = s.s[0] == b'@';
    if s.s[0] == b'$' || pseudo {
        i += 1;
    }
    if i == s.len() {
        let msg = if pseudo {
            "empty pseudo variable name"
        } else {
            "empty global variable name"
        };
        return Err(PatError::at(s.drop_front(i).span(), msg));
    }
    let c = s.s[i];
    if !(c.is_ascii_alphabetic() || c == b'_') {
        return Err(PatError::at(s.span(), "invalid variable name"));
    }
    i += 1;
    while i < s.len() && (s.s[i] == b'_' || s.s[i].is_ascii_alphanumeric()) {
        i += 1;
    }
    let name = s.take_front(i);
    *s = s.drop_front(i);
    Ok(VarName { name, pseudo })
}

impl ExprParser<'_> {
    /// LLVM's `parseNumericSubstitutionBlock`.
    pub(crate) fn parse_block(
        &mut self,
        mut expr: Str<'_>,
        legacy_line: bool,
    ) -> Result<NumericBlock, PatError> {
        let mut explicit = Format::NONE;
        let mut precision = 0u32;
        let comma = expr.find_byte(b',');
        let paren = expr.find_byte(b'(');
        if let Some(comma) = comma.filter(|&c| paren.is_none_or(|p| c < p)) {
            let mut fmt = expr.take_front(comma).trim(SPACE);
            expr = expr.drop_front(comma + 1);
            if !fmt.consume_front(b"%") {
                return Err(PatError::at(
                    fmt.span(),
                    "invalid matching format specification in expression",
                ));
            }
            let alt_loc = fmt.span();
            let alt = fmt.consume_front(b"#");
            if fmt.consume_front(b".") {
                let before = fmt;
                match consume_unsigned(&mut fmt, 10).and_then(|v| u32::try_from(v).ok()) {
                    Some(p) => precision = p,
                    None => {
                        return Err(PatError::at(
                            before.span(),
                            "invalid precision in format specifier",
                        ));
                    }
                }
            }
            if !fmt.is_empty() {
                let kind = match fmt.s[0] {
                    b'u' => FmtKind::Unsigned,
                    b'd' => FmtKind::Signed,
                    b'x' => FmtKind::HexLower,
                    b'X' => FmtKind::HexUpper,
                    _ => {
                        return Err(PatError::at(
                            fmt.span(),
                            "invalid format specifier in expression",
                        ));
                    }
                };
                let is_hex = matches!(kind, FmtKind::HexLower | FmtKind::HexUpper);
                explicit = Format {
                    kind,
                    precision,
                    alt: alt && is_hex,
                };
                fmt = fmt.drop_front(1);
            }
            if alt && !matches!(explicit.kind, FmtKind::HexLower | FmtKind::HexUpper) {
                return Err(PatError::at(
                    alt_loc,
                    "alternate form only supported for hex values",
                ));
            }
            let fmt = fmt.ltrim(SPACE);
            if !fmt.is_empty() {
                return Err(PatError::at(
                    fmt.span(),
                    "invalid matching format specification in expression",
                ));
            }
        }

        let mut def_expr = None;
        if let Some(colon) = expr.find_byte(b':') {
            def_expr = Some(expr.take_front(colon));
            expr = expr.drop_front(colon + 1);
        }

        expr = expr.ltrim(SPACE);
        let has_constraint = expr.consume_front(b"==");
        expr = expr.ltrim(SPACE);

        let mut ast = None;
        if expr.is_empty() {
            if has_constraint {
                return Err(PatError::at(
                    expr.span(),
                    "empty numeric expression should not have a constraint",
                ));
            }
        } else {
            expr = expr.rtrim(SPACE);
            let outer = expr;
            let allowed = if legacy_line {
                Allowed::LineVar
            } else {
                Allowed::Any
            };
            let mut e = self.parse_operand(&mut expr, allowed, !has_constraint)?;
            while !expr.is_empty() {
                e = self.parse_binop(outer, &mut expr, e, legacy_line)?;
                if legacy_line && !expr.is_empty() {
                    return Err(PatError::at(
                        expr.span(),
                        format!(
                            "unexpected characters at end of expression '{}'",
                            expr.text()
                        ),
                    ));
                }
            }
            ast = Some(e);
        }

        let mut format = explicit;
        if let Some(e) = ast.as_ref().filter(|_| format.kind == FmtKind::None) {
            format = e.implicit_format(self.ctx, self.src)?;
        }
        if format.kind == FmtKind::None {
            format = Format {
                kind: FmtKind::Unsigned,
                precision,
                alt: false,
            };
        }

        let mut def = None;
        if let Some(d) = def_expr {
            let mut d = d.ltrim(SPACE);
            def = Some(self.parse_definition(&mut d, format)?);
        }
        Ok(NumericBlock {
            expr: ast,
            format,
            def,
        })
    }

    fn parse_definition(&mut self, s: &mut Str<'_>, format: Format) -> Result<usize, PatError> {
        let v = parse_variable(s)?;
        let name = v.name.text();
        if v.pseudo {
            return Err(PatError::at(
                v.name.span(),
                "definition of pseudo numeric variable unsupported",
            ));
        }
        if self.ctx.defined_str.contains(&name) {
            return Err(PatError::at(
                v.name.span(),
                format!("string variable with name '{name}' already exists"),
            ));
        }
        let rest = s.ltrim(SPACE);
        if !rest.is_empty() {
            return Err(PatError::at(
                rest.span(),
                "unexpected characters after numeric variable name",
            ));
        }
        if let Some(&id) = self.ctx.num_table.get(&name) {
            if self.ctx.num_vars[id].format != format {
                return Err(PatError::at(
                    rest.span(),
                    "format different from previous variable definition",
                ));
            }
            Ok(id)
        } else {
            Ok(self.ctx.new_num_var(&name, format, self.line))
        }
    }

    fn parse_use(&mut self, name: Str<'_>, pseudo: bool) -> Result<Expr, PatError> {
        let text = name.text();
        if pseudo && text != "@LINE" {
            return Err(PatError::at(
                name.span(),
                format!("invalid pseudo numeric variable '{text}'"),
            ));
        }
        let id = match self.ctx.num_table.get(&text) {
            Some(&id) => id,
            None => self.ctx.new_num_var(&text, Format::unsigned(), None),
        };
        if let (Some(def_line), Some(line)) = (self.ctx.num_vars[id].def_line, self.line)
            && def_line == line
        {
            {
                return Err(PatError::at(
                    name.span(),
                    format!(
                        "numeric variable '{text}' defined earlier in the same CHECK directive"
                    ),
                ));
            }
        }
        Ok(Expr::Var {
            name: name.span(),
            var: id,
        })
    }

    fn parse_operand(
        &mut self,
        s: &mut Str<'_>,
        allowed: Allowed,
        maybe_constraint: bool,
    ) -> Result<Expr, PatError> {
        if s.starts_with(b"(") {
            if allowed != Allowed::Any {
                return Err(PatError::at(
                    s.span(),
                    "parenthesized expression not permitted here",
                ));
            }
            return self.parse_paren(s);
        }
        if matches!(allowed, Allowed::LineVar | Allowed::Any) {
            let mut t = *s;
            match parse_variable(&mut t) {
                Ok(v) => {
                    *s = t;
                    if s.ltrim(SPACE).starts_with(b"(") {
                        if allowed != Allowed::Any {
                            return Err(PatError::at(v.name.span(), "unexpected function call"));
                        }
                        return self.parse_call(s, v.name);
                    }
                    return self.parse_use(v.name, v.pseudo);
                }
                Err(e) => {
                    if allowed == Allowed::LineVar {
                        return Err(e);
                    }
                }
            }
        }
        let save = *s;
        let mut t = *s;
        let negative = t.consume_front(b"-");
        let radix = if allowed == Allowed::LegacyLiteral {
            10
        } else {
            0
        };
        if let Some(v) = consume_unsigned(&mut t, radix) {
            let v = i128::try_from(v)
                .map_err(|_| PatError::at(save.span(), "unable to represent numeric value"))?;
            *s = t;
            return Ok(Expr::Lit {
                text: save.drop_back_to(s).span(),
                value: if negative { -v } else { v },
            });
        }
        let msg = if maybe_constraint {
            "invalid matching constraint or operand format"
        } else {
            "invalid operand format"
        };
        Err(PatError::at(save.span(), msg))
    }

    fn parse_binop(
        &mut self,
        outer: Str<'_>,
        rest: &mut Str<'_>,
        left: Expr,
        legacy_line: bool,
    ) -> Result<Expr, PatError> {
        *rest = rest.ltrim(SPACE);
        if rest.is_empty() {
            return Ok(left);
        }
        let op_loc = rest.span();
        let op = match rest.s[0] {
            b'+' => Op::Add,
            b'-' => Op::Sub,
            c => {
                return Err(PatError::at(
                    Span::new(op_loc.buf, op_loc.start, op_loc.end),
                    format!("unsupported operation '{}'", c as char),
                ));
            }
        };
        *rest = rest.drop_front(1).ltrim(SPACE);
        if rest.is_empty() {
            return Err(PatError::at(rest.span(), "missing operand in expression"));
        }
        let allowed = if legacy_line {
            Allowed::LegacyLiteral
        } else {
            Allowed::Any
        };
        let right = self.parse_operand(rest, allowed, false)?;
        Ok(Expr::Bin {
            text: outer.drop_back_to(rest).span(),
            op,
            l: Box::new(left),
            r: Box::new(right),
        })
    }

    fn parse_paren(&mut self, s: &mut Str<'_>) -> Result<Expr, PatError> {
        *s = s.ltrim(SPACE);
        s.consume_front(b"(");
        *s = s.ltrim(SPACE);
        if s.is_empty() {
            return Err(PatError::at(s.span(), "missing operand in expression"));
        }
        let mut e = self.parse_operand(s, Allowed::Any, false)?;
        *s = s.ltrim(SPACE);
        while !s.is_empty() && !s.starts_with(b")") {
            let outer = *s;
            e = self.parse_binop(outer, s, e, false)?;
            *s = s.ltrim(SPACE);
        }
        if !s.consume_front(b")") {
            return Err(PatError::at(
                s.span(),
                "missing ')' at end of nested expression",
            ));
        }
        Ok(e)
    }

    fn parse_call(&mut self, s: &mut Str<'_>, name: Str<'_>) -> Result<Expr, PatError> {
        *s = s.ltrim(SPACE);
        let op = match name.s {
            b"add" => Op::Add,
            b"div" => Op::Div,
            b"max" => Op::Max,
            b"min" => Op::Min,
            b"mul" => Op::Mul,
            b"sub" => Op::Sub,
            _ => {
                return Err(PatError::at(
                    name.span(),
                    format!("call to undefined function '{}'", name.text()),
                ));
            }
        };
        s.consume_front(b"(");
        *s = s.ltrim(SPACE);
        let mut args = Vec::new();
        while !s.is_empty() && !s.starts_with(b")") {
            if s.starts_with(b",") {
                return Err(PatError::at(s.span(), "missing argument"));
            }
            let outer = *s;
            let mut arg = self.parse_operand(s, Allowed::Any, false)?;
            while !s.is_empty() {
                *s = s.ltrim(SPACE);
                if s.starts_with(b",") || s.starts_with(b")") {
                    break;
                }
                arg = self.parse_binop(outer, s, arg, false)?;
            }
            args.push(arg);
            *s = s.ltrim(SPACE);
            if !s.consume_front(b",") {
                break;
            }
            *s = s.ltrim(SPACE);
            if s.starts_with(b")") {
                return Err(PatError::at(s.span(), "missing argument"));
            }
        }
        if !s.consume_front(b")") {
            return Err(PatError::at(
                s.span(),
                "missing ')' at end of call expression",
            ));
        }
        if args.len() == 2 {
            let r = args.pop().map(Box::new);
            let l = args.pop().map(Box::new);
            if let (Some(l), Some(r)) = (l, r) {
                return Ok(Expr::Bin {
                    text: s.span(),
                    op,
                    l,
                    r,
                });
            }
        }
        Err(PatError::at(
            name.span(),
            format!(
                "function '{}' takes 2 arguments but {} given",
                name.text(),
                args.len()
            ),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(fmt: Format, value: i128, expect: Option<&str>) {
        assert_eq!(fmt.matching_string(value).as_deref(), expect);
    }

    #[test]
    fn matching_strings() {
        let hex = Format {
            kind: FmtKind::HexUpper,
            precision: 4,
            alt: true,
        };
        check(hex, 255, Some("0x00FF"));
        check(Format::unsigned(), -1, None);
        let signed = Format {
            kind: FmtKind::Signed,
            precision: 3,
            alt: false,
        };
        check(signed, -5, Some("-005"));
    }

    #[test]
    fn values_from_text() {
        let hex = Format {
            kind: FmtKind::HexLower,
            precision: 0,
            alt: true,
        };
        assert_eq!(hex.value_from(b"0xff"), Some(255));
        assert_eq!(
            Format::unsigned().value_from(b"10000000000000000000000"),
            Some(10i128.pow(22))
        );
    }
}

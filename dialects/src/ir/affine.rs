//! Affine expressions, maps and integer sets (`affine_map<...>`, `affine_set<...>`).
//!
//! We keep MLIR's semantics where they decide validity (an expression is affine
//! only if every product has a constant or symbolic side, and the right operand
//! of `mod`/`floordiv`/`ceildiv` is constant or symbolic) and fold only
//! constant-with-constant arithmetic; other simplifications MLIR performs are
//! left to MLIR (its re-print of our output is canonical either way).

use std::fmt::{self, Write};

/// An affine expression over dimensions `d<i>` and symbols `s<i>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `d<i>`.
    Dim(u32),
    /// `s<i>`.
    Symbol(u32),
    /// An integer constant.
    Const(i64),
    /// `lhs + rhs` (subtraction is `lhs + rhs * -1`).
    Add(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs * rhs` (one side constant or symbolic).
    Mul(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs mod rhs`.
    Mod(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs floordiv rhs`.
    FloorDiv(Box<AffineExpr>, Box<AffineExpr>),
    /// `lhs ceildiv rhs`.
    CeilDiv(Box<AffineExpr>, Box<AffineExpr>),
}

/// Binary operator kinds of [`AffineExpr`].
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AffineBinOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

impl AffineExpr {
    /// True if the expression uses no dimension (constants and symbols only).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Const(_) => true,
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => {
                a.is_symbolic_or_constant() && b.is_symbolic_or_constant()
            }
        }
    }

    /// The constant value, if this is a constant.
    pub fn as_const(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }

    /// Builds `lhs op rhs`, folding constant operands (wrapping on overflow as
    /// MLIR's `int64_t` arithmetic would not; overflow yields no fold).
    /// Returns `Err(message)` if the result would not be affine.
    pub fn binary(
        op: AffineBinOp,
        lhs: AffineExpr,
        rhs: AffineExpr,
    ) -> Result<AffineExpr, &'static str> {
        if let (Some(a), Some(b)) = (lhs.as_const(), rhs.as_const()) {
            let folded = match op {
                AffineBinOp::Add => a.checked_add(b),
                AffineBinOp::Mul => a.checked_mul(b),
                AffineBinOp::Mod if b > 0 => Some(a.rem_euclid(b)),
                AffineBinOp::FloorDiv if b != 0 => Some(floor_div(a, b)),
                AffineBinOp::CeilDiv if b != 0 => Some(-floor_div(-a, b)),
                _ => None,
            };
            if let Some(c) = folded {
                return Ok(AffineExpr::Const(c));
            }
        }
        // Identity simplifications, so that every tree we hold prints to text that
        // parses back to the same tree.
        match op {
            AffineBinOp::Add if rhs.as_const() == Some(0) => return Ok(lhs),
            AffineBinOp::Add if lhs.as_const() == Some(0) => return Ok(rhs),
            AffineBinOp::Mul if rhs.as_const() == Some(1) => return Ok(lhs),
            AffineBinOp::Mul if lhs.as_const() == Some(1) => return Ok(rhs),
            _ => {}
        }
        let (l, r) = (Box::new(lhs), Box::new(rhs));
        Ok(match op {
            AffineBinOp::Add => AffineExpr::Add(l, r),
            AffineBinOp::Mul => {
                if !l.is_symbolic_or_constant() && !r.is_symbolic_or_constant() {
                    return Err(
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    );
                }
                AffineExpr::Mul(l, r)
            }
            AffineBinOp::Mod => {
                if !r.is_symbolic_or_constant() {
                    return Err(
                        "non-affine expression: right operand of mod has to be either a constant or symbolic",
                    );
                }
                AffineExpr::Mod(l, r)
            }
            AffineBinOp::FloorDiv => {
                if !r.is_symbolic_or_constant() {
                    return Err(
                        "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
                    );
                }
                AffineExpr::FloorDiv(l, r)
            }
            AffineBinOp::CeilDiv => {
                if !r.is_symbolic_or_constant() {
                    return Err(
                        "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
                    );
                }
                AffineExpr::CeilDiv(l, r)
            }
        })
    }

    /// The largest dimension and symbol positions used, plus one each.
    pub fn max_positions(&self) -> (u32, u32) {
        match self {
            AffineExpr::Dim(i) => (i + 1, 0),
            AffineExpr::Symbol(i) => (0, i + 1),
            AffineExpr::Const(_) => (0, 0),
            AffineExpr::Add(a, b)
            | AffineExpr::Mul(a, b)
            | AffineExpr::Mod(a, b)
            | AffineExpr::FloorDiv(a, b)
            | AffineExpr::CeilDiv(a, b) => {
                let (d1, s1) = a.max_positions();
                let (d2, s2) = b.max_positions();
                (d1.max(d2), s1.max(s2))
            }
        }
    }

    fn precedence(&self) -> u8 {
        match self {
            AffineExpr::Add(..) => 1,
            AffineExpr::Mul(..)
            | AffineExpr::Mod(..)
            | AffineExpr::FloorDiv(..)
            | AffineExpr::CeilDiv(..) => 2,
            AffineExpr::Const(c) if *c < 0 => 3,
            _ => 4,
        }
    }

    /// Writes the expression in MLIR syntax; every printed form parses back to
    /// the same tree (subtraction `a - b` stands for `a + b * -1`, `-a` for `a * -1`).
    pub fn write(&self, out: &mut dyn Write) -> fmt::Result {
        self.write_prec(out, 0)
    }

    fn write_prec(&self, out: &mut dyn Write, min_prec: u8) -> fmt::Result {
        let paren = self.precedence() < min_prec;
        if paren {
            out.write_char('(')?;
        }
        match self {
            AffineExpr::Dim(i) => write!(out, "d{i}")?,
            AffineExpr::Symbol(i) => write!(out, "s{i}")?,
            AffineExpr::Const(c) => write!(out, "{c}")?,
            AffineExpr::Add(a, b) => {
                a.write_prec(out, 1)?;
                // `x + y * -1` prints as `x - y`; `x + (-c)` as `x - c`.
                match &**b {
                    AffineExpr::Mul(y, m) if m.as_const() == Some(-1) => {
                        out.write_str(" - ")?;
                        y.write_prec(out, 2)?;
                    }
                    AffineExpr::Const(c) if *c < 0 && *c != i64::MIN => write!(out, " - {}", -c)?,
                    _ => {
                        out.write_str(" + ")?;
                        b.write_prec(out, 2)?;
                    }
                }
            }
            AffineExpr::Mul(a, b)
                if b.as_const() == Some(-1) && !matches!(**a, AffineExpr::Const(_)) =>
            {
                out.write_char('-')?;
                a.write_prec(out, 3)?;
            }
            AffineExpr::Mul(a, b) => bin(out, a, " * ", b)?,
            AffineExpr::Mod(a, b) => bin(out, a, " mod ", b)?,
            AffineExpr::FloorDiv(a, b) => bin(out, a, " floordiv ", b)?,
            AffineExpr::CeilDiv(a, b) => bin(out, a, " ceildiv ", b)?,
        }
        if paren {
            out.write_char(')')?;
        }
        Ok(())
    }
}

fn bin(out: &mut dyn Write, a: &AffineExpr, op: &str, b: &AffineExpr) -> fmt::Result {
    a.write_prec(out, 2)?;
    out.write_str(op)?;
    b.write_prec(out, 3)
}

fn floor_div(a: i64, b: i64) -> i64 {
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// `affine_map<(d0, ...)[s0, ...] -> (e0, ...)>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Result expressions.
    pub results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// Writes `(d0, d1)[s0] -> (...)` (without the `affine_map<>` wrapper).
    pub fn write(&self, out: &mut dyn Write) -> fmt::Result {
        write_dims_syms(out, self.num_dims, self.num_symbols)?;
        out.write_str(" -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                out.write_str(", ")?;
            }
            e.write(out)?;
        }
        out.write_char(')')
    }

    /// True if this is the identity map `(d0, ..., dn) -> (d0, ..., dn)` with no symbols.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
}

/// `affine_set<(d0, ...)[s0, ...] : (e0 >= 0, e1 == 0, ...)>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// Number of dimensions.
    pub num_dims: u32,
    /// Number of symbols.
    pub num_symbols: u32,
    /// Constraints: `(expr, is_equality)` meaning `expr == 0` or `expr >= 0`.
    pub constraints: Box<[(AffineExpr, bool)]>,
}

impl IntegerSet {
    /// Writes `(d0)[s0] : (d0 - s0 >= 0)` (without the `affine_set<>` wrapper).
    pub fn write(&self, out: &mut dyn Write) -> fmt::Result {
        write_dims_syms(out, self.num_dims, self.num_symbols)?;
        out.write_str(" : (")?;
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                out.write_str(", ")?;
            }
            e.write(out)?;
            out.write_str(if *eq { " == 0" } else { " >= 0" })?;
        }
        out.write_char(')')
    }
}

fn write_dims_syms(out: &mut dyn Write, nd: u32, ns: u32) -> fmt::Result {
    out.write_char('(')?;
    for i in 0..nd {
        if i > 0 {
            out.write_str(", ")?;
        }
        write!(out, "d{i}")?;
    }
    out.write_char(')')?;
    if ns > 0 {
        out.write_char('[')?;
        for i in 0..ns {
            if i > 0 {
                out.write_str(", ")?;
            }
            write!(out, "s{i}")?;
        }
        out.write_char(']')?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(i: u32) -> AffineExpr {
        AffineExpr::Dim(i)
    }

    fn show(e: &AffineExpr) -> String {
        let mut s = String::new();
        e.write(&mut s).unwrap();
        s
    }

    #[test]
    fn folds_constants_and_rejects_non_affine() {
        let e = AffineExpr::binary(AffineBinOp::Add, AffineExpr::Const(2), AffineExpr::Const(3))
            .unwrap();
        assert_eq!(e, AffineExpr::Const(5));
        assert!(AffineExpr::binary(AffineBinOp::Mul, d(0), d(1)).is_err());
        assert!(AffineExpr::binary(AffineBinOp::Mod, d(0), d(1)).is_err());
        assert!(AffineExpr::binary(AffineBinOp::Mul, d(0), AffineExpr::Symbol(0)).is_ok());
    }

    #[test]
    fn prints_subtraction_and_parentheses() {
        let neg = AffineExpr::binary(AffineBinOp::Mul, d(1), AffineExpr::Const(-1)).unwrap();
        let sub = AffineExpr::binary(AffineBinOp::Add, d(0), neg).unwrap();
        assert_eq!(show(&sub), "d0 - d1");
        let m = AffineExpr::binary(AffineBinOp::Mul, sub, AffineExpr::Const(3)).unwrap();
        assert_eq!(show(&m), "(d0 - d1) * 3");
        let s2 = AffineExpr::binary(AffineBinOp::Add, d(0), AffineExpr::Const(-5)).unwrap();
        assert_eq!(show(&s2), "d0 - 5");
    }
}

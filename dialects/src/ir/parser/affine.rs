//! Parsing of `affine_map<...>` and `affine_set<...>` bodies.

use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::lexer::TokKind;
use crate::ir::parser::{PResult, Parser};

struct Names<'a> {
    dims: Vec<&'a [u8]>,
    syms: Vec<&'a [u8]>,
}

impl<'a> Parser<'a> {
    fn parse_dims_and_symbols(&mut self) -> PResult<Names<'a>> {
        let mut names = Names {
            dims: Vec::new(),
            syms: Vec::new(),
        };
        self.expect(
            TokKind::LParen,
            "expected '(' at start of dimensional identifiers list",
        )?;
        self.parse_id_list(&mut names, false, TokKind::RParen)?;
        if self.consume_if(TokKind::LSquare) {
            self.parse_id_list(&mut names, true, TokKind::RSquare)?;
        }
        Ok(names)
    }

    fn parse_id_list(
        &mut self,
        names: &mut Names<'a>,
        symbols: bool,
        close: TokKind,
    ) -> PResult<()> {
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            let tok = self.tok;
            if tok.kind != TokKind::BareIdent {
                return Err(self.error_here("expected bare identifier"));
            }
            let name = self.tok_text();
            if names.dims.contains(&name) || names.syms.contains(&name) {
                return Err(self.error_at(
                    tok,
                    format!(
                        "redefinition of identifier '{}'",
                        String::from_utf8_lossy(name)
                    ),
                ));
            }
            if symbols {
                names.syms.push(name)
            } else {
                names.dims.push(name)
            }
            self.advance();
            if self.consume_if(close) {
                return Ok(());
            }
            self.expect(TokKind::Comma, "expected ',' or ')'")?;
        }
    }

    /// Parses `(d0, ...)[s0, ...] -> (e, ...)` (inside `affine_map<...>`).
    pub fn parse_affine_map_body(&mut self) -> PResult<AffineMap> {
        let names = self.parse_dims_and_symbols()?;
        self.expect(TokKind::Arrow, "expected '->' or '['")?;
        self.expect(TokKind::LParen, "expected '(' in affine map range")?;
        let mut results = Vec::new();
        if !self.consume_if(TokKind::RParen) {
            loop {
                results.push(self.parse_affine_expr(&names)?);
                if self.consume_if(TokKind::RParen) {
                    break;
                }
                if !self.consume_if(TokKind::Comma) {
                    return Err(self.error_here("expected ')' in affine map range"));
                }
            }
        }
        Ok(AffineMap {
            num_dims: names.dims.len() as u32,
            num_symbols: names.syms.len() as u32,
            results: results.into(),
        })
    }

    /// Parses `(d0, ...)[s0, ...] : (e >= 0, ...)` (inside `affine_set<...>`).
    pub fn parse_integer_set_body(&mut self) -> PResult<IntegerSet> {
        let names = self.parse_dims_and_symbols()?;
        self.expect(TokKind::Colon, "expected ':' or '['")?;
        self.expect(
            TokKind::LParen,
            "expected '(' at start of integer set constraint list",
        )?;
        let mut constraints = Vec::new();
        loop {
            let lhs = self.parse_affine_expr(&names)?;
            let (eq, swap) =
                match self.tok.kind {
                    TokKind::Greater => (false, false),
                    TokKind::Less => (false, true),
                    TokKind::Equal => (true, false),
                    _ => return Err(self.error_here(
                        "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                    )),
                };
            self.advance();
            self.expect(
                TokKind::Equal,
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            )?;
            let rhs = self.parse_affine_expr(&names)?;
            let (a, b) = if swap { (rhs, lhs) } else { (lhs, rhs) };
            let neg = self.affine(AffineBinOp::Mul, b, AffineExpr::Const(-1))?;
            let e = self.affine(AffineBinOp::Add, a, neg)?;
            constraints.push((e, eq));
            if self.consume_if(TokKind::RParen) {
                break;
            }
            self.expect(TokKind::Comma, "expected ')' or ','")?;
        }
        Ok(IntegerSet {
            num_dims: names.dims.len() as u32,
            num_symbols: names.syms.len() as u32,
            constraints: constraints.into(),
        })
    }

    fn affine(&self, op: AffineBinOp, a: AffineExpr, b: AffineExpr) -> PResult<AffineExpr> {
        AffineExpr::binary(op, a, b).map_err(|m| self.error_here(m))
    }

    fn parse_affine_expr(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        self.nested(|p| p.parse_affine_sum(names))
    }

    fn parse_affine_sum(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_term(names)?;
        loop {
            let neg = match self.tok.kind {
                TokKind::Plus => false,
                TokKind::Minus => true,
                _ => return Ok(lhs),
            };
            let op_tok = self.tok;
            self.advance();
            if !self.can_start_affine_operand() {
                return Err(self.error_at(op_tok, "missing right operand of binary operator"));
            }
            let mut rhs = self.parse_affine_term(names)?;
            if neg {
                rhs = self.affine(AffineBinOp::Mul, rhs, AffineExpr::Const(-1))?;
            }
            let tok = self.tok;
            lhs = AffineExpr::binary(AffineBinOp::Add, lhs, rhs)
                .map_err(|m| self.error_at(tok, m))?;
        }
    }

    fn mul_op(&self) -> Option<AffineBinOp> {
        match self.tok.kind {
            TokKind::Star => Some(AffineBinOp::Mul),
            TokKind::BareIdent => match self.tok_text() {
                b"floordiv" => Some(AffineBinOp::FloorDiv),
                b"ceildiv" => Some(AffineBinOp::CeilDiv),
                b"mod" => Some(AffineBinOp::Mod),
                _ => None,
            },
            _ => None,
        }
    }

    fn parse_affine_term(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        let mut lhs = self.parse_affine_operand(names)?;
        while let Some(op) = self.mul_op() {
            let op_tok = self.tok;
            self.advance();
            if !self.can_start_affine_operand() {
                return Err(self.error_at(op_tok, "missing right operand of binary operator"));
            }
            let rhs = self.parse_affine_operand(names)?;
            lhs = AffineExpr::binary(op, lhs, rhs).map_err(|m| self.error_at(op_tok, m))?;
        }
        Ok(lhs)
    }

    fn can_start_affine_operand(&self) -> bool {
        matches!(
            self.tok.kind,
            TokKind::BareIdent | TokKind::Integer | TokKind::LParen | TokKind::Minus
        )
    }

    fn parse_affine_operand(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        self.nested(|p| p.parse_affine_operand_inner(names))
    }

    fn parse_affine_operand_inner(&mut self, names: &Names<'a>) -> PResult<AffineExpr> {
        let tok = self.tok;
        match tok.kind {
            TokKind::BareIdent => {
                let t = self.tok_text();
                if let Some(i) = names.dims.iter().position(|d| *d == t) {
                    self.advance();
                    return Ok(AffineExpr::Dim(i as u32));
                }
                if let Some(i) = names.syms.iter().position(|d| *d == t) {
                    self.advance();
                    return Ok(AffineExpr::Symbol(i as u32));
                }
                Err(self.error_here("use of undeclared identifier"))
            }
            TokKind::Integer => {
                let v = self
                    .tok_str()
                    .parse::<i64>()
                    .map_err(|_| self.error_here("constant too large for index"))?;
                self.advance();
                Ok(AffineExpr::Const(v))
            }
            TokKind::LParen => {
                self.advance();
                if self.tok.kind == TokKind::RParen {
                    return Err(self.error_here("no expression inside parentheses"));
                }
                let e = self.parse_affine_expr(names)?;
                self.expect(TokKind::RParen, "expected ')'")?;
                Ok(e)
            }
            TokKind::Minus => {
                self.advance();
                let operand = self.parse_affine_operand(names)?;
                if let AffineExpr::Const(c) = operand
                    && let Some(n) = c.checked_neg()
                {
                    return Ok(AffineExpr::Const(n));
                }
                self.affine(AffineBinOp::Mul, operand, AffineExpr::Const(-1))
            }
            TokKind::Plus | TokKind::Star => {
                Err(self.error_here("missing left operand of binary operator"))
            }
            _ => Err(self.error_here("expected affine expression")),
        }
    }
}

//! `verify`: runs the IR verifier as a pass.
//!
//! Useful in a pipeline with `--no-verify-each` to check the IR at chosen points,
//! and in tests. It fails with every error the verifier reports (see
//! [`ipu_dialects::verify`] for what is checked); it never changes the IR.

use ipu_dialects::OpId;

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved};

/// The `verify` pass. See the module doc.
#[derive(Debug)]
pub struct Verify;

impl Pass for Verify {
    const NAME: &'static str = "verify";
    const TYPE_NAME: &'static str = "Verifier";
    const SUMMARY: &'static str = "Verify the IR";
    const DESCRIPTION: &'static str = "Runs the IR verifier on the op the pass runs on and fails with every \
        error found; the IR is left unchanged.";
    const ANCHOR: Anchor = Anchor::Any;
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(Verify)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let diags = ipu_dialects::verify(cx.ctx, cx.ir, op);
        if diags.is_empty() {
            Ok(Preserved::all())
        } else {
            Err(diags.into())
        }
    }
}

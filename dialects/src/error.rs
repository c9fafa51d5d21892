//! The crate's error type.

use crate::ir::diagnostics::Diagnostic;
use crate::ir::entity::{OpId, ValueId};

/// Errors of `ipu-dialects`. Each variant says whose fault it is.
#[derive(Debug, Clone, thiserror::Error)]
pub enum Error {
    /// The user's input: the text did not parse or the IR did not verify. Render
    /// the diagnostics with [`Diagnostic::render`].
    #[error("{} error(s); first: {}", .0.len(), .0.first().map(|d| d.message.as_str()).unwrap_or(""))]
    Diagnostics(Vec<Diagnostic>),
    /// Our bug (a pass or builder misused the IR API): erasing would leave uses of `value`.
    #[error("cannot erase {op}: value {value} still has uses outside the erased operations")]
    ValueStillUsed {
        /// The operation being erased.
        op: OpId,
        /// A value it defines that is still used.
        value: ValueId,
    },
    /// Our bug: cloning into another arena met an operand defined outside the cloned
    /// operation and not mapped by the caller.
    #[error("cannot clone {op} into another arena: operand {value} is defined outside it")]
    ExternalValue {
        /// The operation being cloned.
        op: OpId,
        /// The unmapped operand.
        value: ValueId,
    },
    /// Our bug: an IR API precondition was violated (the message says which).
    #[error("invalid IR operation: {0}")]
    InvalidIr(String),
}

/// `Result` with [`Error`].
pub type Result<T> = std::result::Result<T, Error>;

//! The `tile_asm` dialect: what each tile runs — its data at addresses, its codelet
//! calls, its `send` and `set_mux` instructions at exact cycles, and its syncs — under a
//! program-level sequence of steps that all tiles follow in lock-step. `lower-to-tile-asm`
//! produces it from a placed, scheduled `exchange.program`; `size-tile-code` places each
//! tile's code; `build-package` turns it into an `ipu_runtime::package::Package`.

mod ops;
mod syntax;
mod verify;

pub use ops::*;

use crate::ir::dialect::{Dialect, OpDef};

static OPS: [OpDef; 11] = [
    PROGRAM,
    PHASE,
    COMPUTE_SET,
    SYNC,
    TILE,
    DATA,
    EXCHANGE,
    COMPUTE,
    CALL,
    SEND,
    SET_MUX,
];

/// The `tile_asm` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "tile_asm",
    summary: "Per-tile programs: data at addresses, codelet calls, exchange instructions at exact cycles, syncs",
    ops: &OPS,
    ..Dialect::DEFAULT
};

#[cfg(test)]
pub(crate) mod tests;

//! The `exchange` dialect: the bulk-synchronous program of one function after
//! operator planning — per-tile buffers, compute sets of codelet calls, exchange
//! phases of tile-to-tile transfers, and syncs. What `schedule-exchange` schedules,
//! `verify-exchange` checks, and `lower-to-tile-asm` turns into per-tile programs.

mod delivery;
mod host;
mod ops;
mod syntax;
pub(crate) mod target;
mod verify;

pub use delivery::{
    DeliveryRun, buffer_key, delivery_digest, has_delivery_record, set_delivery_record,
    transfer_runs,
};
pub use host::*;
pub use ops::*;

use crate::ir::dialect::{Dialect, OpDef};

static OPS: [OpDef; 7] = [PROGRAM, BUFFER, COMPUTE_SET, VERTEX, SYNC, PHASE, TRANSFER];

/// The `exchange` dialect.
pub static DIALECT: Dialect = Dialect {
    name: "exchange",
    summary: "Bulk-synchronous tile programs: buffers, compute sets, exchange phases and syncs",
    ops: &OPS,
    ..Dialect::DEFAULT
};

/// The introduction of the dialect's documentation page.
pub const DESCRIPTION: &str = "\
A program for the whole IPU in Valiant's bulk-synchronous style, as Poplar runs it: \
supersteps of *compute* (every tile runs its codelet calls on its own memory), *sync* \
(all tiles wait for each other) and *exchange* (tiles copy words into other tiles' \
memories over the exchange fabric). An `exchange.program` holds the steps in order and \
the `exchange.buffer`s they address; each `exchange.compute_set` holds one \
`exchange.vertex` per codelet call, each `exchange.phase` its `exchange.transfer`s.

**Units.** Tiles are numbers `0 .. tiles − 1` of the target (`ipu_device::Target`; \
`ipu21` has 1472). Offsets and sizes are bytes; transfer lengths are 32-bit words (each \
tile sends one word and receives one word per cycle); cycles are at the target's clock, \
relative to the start of the phase. Tile numbers, byte counts and word counts are \
`i32` attributes; cycles are `i64`.

**Exchange semantics** (Graphcore patents US 2019/0121777, US 11,416,440): a send names \
no destination; each receiver selects the sender with its incoming multiplexer at a \
compiled cycle, so one send can feed several receivers (a multicast transfer lists \
several `dst`). A word sent at cycle `t` reaches tile `d` at `t + latency(src, d)` \
(`ipu_device::ExchangeModel::latency`).

**Attributes.** Every attribute is a discardable attribute (the generic form prints \
them in `{...}`, never as `<{...}>` properties), so the generic form is exactly what \
`mlir-opt --allow-unregistered-dialect` reads and writes. Extra attributes a pass adds \
are kept and printed in each op's trailing dictionary. The contract other tools rely on \
is the generic form of a phase:

```mlir
\"exchange.phase\"() ({
  \"exchange.transfer\"() {dst = array<i32: 40, 41>, dst_offset = 256 : i32, src = 12 : i32, src_offset = 0 : i32, words = 64 : i32} : () -> ()
}) {sym_name = \"p3\", target = \"ipu21\"} : () -> ()
```

**Custom forms** spell the same attributes as keywords \
(`exchange.transfer from 12 to [40, 41] words 64 src_offset 0 dst_offset 256`); inside \
a region of an exchange op the `exchange.` prefix of nested ops may be left out, as \
the printer does.";

#[cfg(test)]
mod tests;

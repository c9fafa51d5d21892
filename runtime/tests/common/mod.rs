//! Helpers for hand-written packages in the simulator tests.
#![allow(dead_code)]

pub mod mlp;

pub use ipu_runtime::codelets::elementwise::{BinaryOp, UnaryOp};
pub use ipu_runtime::numerics::DType;
use ipu_runtime::package::{
    Allocation, CodeletCall, ComputeSet, ExchangePhase, IoMap, IoTensor, Operand, Package, Piece,
    PieceLayout, Send, SetMux, Step, TileImage,
};
pub use ipu_runtime::reference::{HostOp, HostProgram, OpKind, ProgramInput, TensorType};

/// Start of the interleaved region on ipu21 (device/targets/ipu21.toml).
pub const INTERLEAVED: u32 = 0x80000;
/// A non-interleaved address above ipu21's reserved range.
pub const STANDARD: u32 = 0x50000;

pub fn target() -> ipu_device::Target {
    ipu_device::Target::resolve("ipu21").expect("the ipu21 target loads")
}

pub fn ty(shape: &[usize], dtype: DType) -> TensorType {
    TensorType {
        shape: shape.to_vec(),
        dtype,
    }
}

pub fn operand(addr: u32, bytes: u32, dtype: DType) -> Operand {
    Operand { addr, bytes, dtype }
}

pub fn call(
    tile: u32,
    codelet: &str,
    (m, n, k): (u32, u32, u32),
    operands: Vec<Operand>,
) -> CodeletCall {
    CodeletCall {
        tile,
        codelet: codelet.into(),
        workers: 6,
        m,
        n,
        k,
        operands,
    }
}

pub fn alloc(name: &str, addr: u32, bytes: u32) -> Allocation {
    Allocation {
        name: name.into(),
        addr,
        bytes,
    }
}

pub fn image(tile: u32, allocations: Vec<Allocation>) -> TileImage {
    TileImage {
        tile,
        allocations,
        segments: Vec::new(),
    }
}

pub fn send(tile: u32, cycle: u32, addr: u32, words: u32) -> Send {
    Send {
        paired: false,
        tile,
        cycle,
        addr,
        words,
    }
}

pub fn set_mux(tile: u32, cycle: u32, source: u32, addr: u32, words: u32) -> SetMux {
    SetMux {
        paired: false,
        tile,
        cycle,
        delay: 0,
        source,
        addr,
        words,
    }
}

pub fn input(name: &str, shape: &[usize], dtype: DType, stddev: f32) -> ProgramInput {
    ProgramInput {
        name: name.into(),
        ty: ty(shape, dtype),
        random_stddev: stddev,
    }
}

pub fn op(kind: OpKind, operands: &[usize], shape: &[usize], dtype: DType) -> HostOp {
    HostOp::new(kind, operands.to_vec(), ty(shape, dtype))
}

pub fn io(name: &str, t: TensorType, pieces: Vec<(u32, u32, PieceLayout)>) -> IoTensor {
    IoTensor {
        name: name.into(),
        ty: t,
        weight: false,
        pieces: pieces
            .into_iter()
            .map(|(tile, addr, layout)| Piece { tile, addr, layout })
            .collect(),
    }
}

/// `y[4, 16] = x[4, 32] · w[32, 16]` in f16 with f32 output, on two tiles: `x` lives on
/// tile 0 (AMP layout), `w` on tile 1 (AMP weight layout); tile 1 sends `w` to tile 0,
/// which runs the AMP codelet.
pub fn two_tile_matmul() -> Package {
    let (m, k, n) = (4usize, 32usize, 16usize);
    let (x_bytes, w_bytes, y_bytes) = ((m * k * 2) as u32, (k * n * 2) as u32, (m * n * 4) as u32);
    let (x_addr, w0_addr, y_addr) = (INTERLEAVED, STANDARD, STANDARD + 0x1000);
    let w1_addr = STANDARD;
    let program = HostProgram {
        inputs: vec![
            input("x", &[m, k], DType::F16, 1.0),
            input("w", &[k, n], DType::F16, 0.2),
        ],
        ops: vec![op(OpKind::Matmul, &[0, 1], &[m, n], DType::F32)],
        outputs: vec![2],
    };
    let io_map = IoMap {
        inputs: vec![
            io(
                "x",
                ty(&[m, k], DType::F16),
                vec![(
                    0,
                    x_addr,
                    PieceLayout::AmpBlock {
                        row0: 0,
                        rows: m as u32,
                        col0: 0,
                        cols: k as u32,
                        block_k: 16,
                    },
                )],
            ),
            io(
                "w",
                ty(&[k, n], DType::F16),
                vec![(
                    1,
                    w1_addr,
                    PieceLayout::AmpWeightBlock {
                        k0: 0,
                        ks: k as u32,
                        n0: 0,
                        ns: n as u32,
                        block_k: 16,
                        block_n: 16,
                    },
                )],
            ),
        ],
        outputs: vec![io(
            "y",
            ty(&[m, n], DType::F32),
            vec![(
                0,
                y_addr,
                PieceLayout::Block {
                    row0: 0,
                    rows: m as u32,
                    col0: 0,
                    cols: n as u32,
                },
            )],
        )],
    };
    let words = w_bytes / 4;
    Package {
        kernels: Vec::new(),
        target: "ipu21".into(),
        tiles: 1472,
        workload: "two-tile-matmul".into(),
        workload_keys: Vec::new(),
        target_description: String::new(),
        producer: "hand-written test".into(),
        program,
        io: io_map,
        images: vec![
            image(
                0,
                vec![
                    alloc("x", x_addr, x_bytes),
                    alloc("w", w0_addr, w_bytes),
                    alloc("y", y_addr, y_bytes),
                ],
            ),
            image(1, vec![alloc("w", w1_addr, w_bytes)]),
        ],
        steps: vec![
            Step::Exchange(ExchangePhase {
                name: "w to tile 0".into(),
                sends: vec![send(1, 0, w1_addr, words)],
                receives: vec![set_mux(0, 0, 1, w0_addr, words)],
                lower_bound: words,
            }),
            Step::Sync,
            Step::Compute(ComputeSet {
                name: "matmul".into(),
                calls: vec![call(
                    0,
                    "gemm_f16_amp_to_f32",
                    (m as u32, n as u32, k as u32),
                    vec![
                        operand(x_addr, x_bytes, DType::F16),
                        operand(w0_addr, w_bytes, DType::F16),
                        operand(y_addr, y_bytes, DType::F32),
                    ],
                )],
            }),
            Step::Sync,
        ],
    }
}

pub fn unary(op: UnaryOp) -> OpKind {
    OpKind::Unary(op)
}

pub fn binary(op: BinaryOp) -> OpKind {
    OpKind::Binary(op)
}

//! `schedule-exchange` and `verify-exchange` end to end, through `ipu-opt` in-process:
//! the bundled examples (generated, and checked to be current), snapshots of scheduled
//! phases, and a property test over random phases written as IR — scheduling then checking
//! succeeds, and the output is the same bytes for one and two threads.
//!
//! The examples are written by the scheduler's phase generator
//! (`ipu_passes::schedule_exchange::generate`); regenerate them with
//! `IPU_UPDATE_EXAMPLES=1 cargo test -p ipu-tests --test schedule_exchange examples`.

use std::ffi::OsString;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use ipu_compiler::driver::ipu_opt_main;
use ipu_dialects::{Context, Module, PrintFlags};
use ipu_passes::schedule_exchange::generate::{Shape, generate, to_mlir};
use proptest::prelude::*;

/// Runs ipu-opt in-process; returns (exit code, stdout, stderr).
fn opt(args: &[&str], input: &str) -> (i32, String, String) {
    let mut argv = vec![OsString::from("ipu-opt")];
    argv.extend(args.iter().map(OsString::from));
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = ipu_opt_main(argv, &mut input.as_bytes(), &mut out, &mut err);
    (
        code,
        String::from_utf8_lossy(&out).into_owned(),
        String::from_utf8_lossy(&err).into_owned(),
    )
}

/// Schedules then checks `input`; returns the scheduled IR (panics with stderr on failure).
fn schedule_and_verify(input: &str, extra: &[&str]) -> String {
    let mut args = vec!["--pass=schedule-exchange{summary=false},verify-exchange"];
    args.extend_from_slice(extra);
    let (code, out, err) = opt(&args, input);
    assert_eq!((code, err.as_str()), (0, ""), "input:\n{input}");
    out
}

// ===== examples ==================================================================================

/// One generated phase of an example file.
struct GeneratedPhase {
    name: &'static str,
    shape: Shape,
    transfers: usize,
    /// Intended words per tile.
    load: u64,
    tiles: u32,
}

/// An example file and the phases it holds.
struct Example {
    path: &'static str,
    what: &'static str,
    phases: &'static [GeneratedPhase],
}

const fn phase(
    name: &'static str,
    shape: Shape,
    transfers: usize,
    load: u64,
    tiles: u32,
) -> GeneratedPhase {
    GeneratedPhase {
        name,
        shape,
        transfers,
        load,
        tiles,
    }
}

/// The bundled examples: a small one to read; the rearrangement of a 729x1152 activation at
/// the reference system's second phase size (21,111 transfers, endpoint lower bound 3,362
/// cycles in its logs); and its smallest size (3,096 transfers, 7,680 cycles) in every shape.
const EXAMPLES: [Example; 3] = [
    Example {
        path: "examples/small.exchange.mlir",
        what: "Three small phases on the first 16 tiles of an ipu21: a row-major to AMP-block \
               rearrangement, a weight broadcast (multicast) and a transpose.",
        phases: &[
            phase("rearrange", Shape::Rearrange, 24, 48, 16),
            phase("broadcast", Shape::Broadcast, 6, 48, 16),
            phase("transpose", Shape::Transpose, 16, 48, 16),
        ],
    },
    Example {
        path: "examples/rearrange.exchange.mlir",
        what: "The rearrangement of a 729x1152 f16 activation stored row-major across the 1472 \
               tiles of an ipu21 into AMP blocks: 21,111 transfers, a phase size of the \
               reference system's logs.",
        phases: &[phase("rearrange", Shape::Rearrange, 21_111, 3_362, 1472)],
    },
    Example {
        path: "examples/phases.exchange.mlir",
        what: "Five exchange phases of the reference system's smallest size (3,096 transfers on \
               1472 tiles, about 7,680 words on the busiest tile): a row-major to AMP-block \
               rearrangement, a weight broadcast (multicast), a transpose between row and column \
               partitions, random unicast, and unicast with hot tiles.",
        phases: &[
            phase("rearrange", Shape::Rearrange, 3_096, 7_680, 1472),
            phase("broadcast", Shape::Broadcast, 3_096, 7_680, 1472),
            phase("transpose", Shape::Transpose, 3_096, 7_680, 1472),
            phase("random", Shape::Random, 3_096, 7_680, 1472),
            phase("skewed", Shape::Skewed, 3_096, 7_680, 1472),
        ],
    },
];

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The text of an example: a header, then the phases in the dialect's custom form.
fn example_text(example: &Example) -> String {
    let mut generic = String::new();
    for p in example.phases {
        let transfers = generate(p.shape, p.transfers, p.load, p.tiles, 1);
        generic.push_str(&to_mlir(p.name, "ipu21", &transfers));
    }
    let mut ctx = Context::new();
    ipu_dialects::register_all_dialects(&mut ctx);
    let module = match Module::parse(&ctx, example.path, generic.as_bytes()) {
        Ok(m) => m,
        Err(d) => panic!("the generator's text does not parse: {d:?}"),
    };
    let mut text = String::new();
    let _ = writeln!(
        text,
        "// Generated by tests/tests/schedule_exchange.rs from the scheduler's phase generator\n\
         // (ipu_passes::schedule_exchange::generate); regenerate with\n\
         // `IPU_UPDATE_EXAMPLES=1 cargo test -p ipu-tests --test schedule_exchange examples`.\n\
         //\n\
         // Try: cargo run --release --bin ipu-opt -- --pass=schedule-exchange {} -o /tmp/out.mlir",
        example.path
    );
    for line in textwrap(example.what, 88) {
        let _ = writeln!(text, "// {line}");
    }
    text.push('\n');
    text.push_str(&module.print(&ctx, &PrintFlags::default()));
    text
}

/// Splits `text` into lines of at most `width` characters at spaces.
fn textwrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = vec![String::new()];
    for word in text.split_whitespace() {
        let last = lines.last_mut().map_or(0, |l| l.len());
        if last > 0 && last + 1 + word.len() > width {
            lines.push(String::new());
        }
        if let Some(l) = lines.last_mut() {
            if !l.is_empty() {
                l.push(' ');
            }
            l.push_str(word);
        }
    }
    lines
}

#[test]
fn examples_are_current() {
    let update = std::env::var_os("IPU_UPDATE_EXAMPLES").is_some();
    for example in &EXAMPLES {
        let path = repo().join(example.path);
        let expect = example_text(example);
        assert!(
            expect.len() <= 2 << 20,
            "{} would be {} bytes (keep examples under 2 MiB)",
            example.path,
            expect.len()
        );
        if update {
            if let Err(e) = ipu_passes::write_atomically(&path, expect.as_bytes()) {
                panic!("cannot write {}: {e}", path.display());
            }
            continue;
        }
        let found = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "cannot read {} ({e}); write it with IPU_UPDATE_EXAMPLES=1",
                path.display()
            )
        });
        if found != expect {
            let line = found
                .lines()
                .zip(expect.lines())
                .position(|(a, b)| a != b)
                .unwrap_or_else(|| found.lines().count().min(expect.lines().count()));
            panic!(
                "{} is not what the generator writes (first difference at line {}); \
                 regenerate it with IPU_UPDATE_EXAMPLES=1",
                example.path,
                line + 1
            );
        }
    }
}

#[test]
fn examples_schedule_and_pass_the_checker() {
    for example in &EXAMPLES {
        let path = repo().join(example.path);
        let path = path.to_string_lossy();
        let (code, out, err) = opt(
            &[
                "--pass=schedule-exchange{summary=false},verify-exchange",
                &path,
            ],
            "",
        );
        assert_eq!((code, err.as_str()), (0, ""), "{path}");
        let phases = out.matches("exchange.phase @").count();
        assert_eq!(phases, example.phases.len(), "{path}");
        assert_eq!(
            out.matches(" horizon ").count(),
            example.phases.len(),
            "{path}: every phase gets a horizon"
        );
    }
}

// ===== property test =============================================================================

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Any generated phase (every shape, small sizes) schedules, passes the independent
    /// checker, gets its horizon, and prints the same bytes with one and two threads.
    #[test]
    fn random_phases_schedule_verify_and_are_deterministic(
        shape in 0usize..Shape::ALL.len(),
        transfers in 1usize..120,
        load in 1u64..64,
        tiles in 4u32..64,
        seed in any::<u64>(),
    ) {
        let shape = Shape::ALL[shape];
        let phase = generate(shape, transfers, load, tiles, seed);
        prop_assume!(!phase.is_empty());
        let input = format!("module {{\n{}}}\n", to_mlir("p0", "ipu21", &phase));
        let one = schedule_and_verify(&input, &["--threads=1"]);
        let two = schedule_and_verify(&input, &["--threads=2"]);
        prop_assert_eq!(one.matches(" horizon ").count(), 1, "{}", one);
        prop_assert_eq!(one, two);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Two phases of the randomised families (`schedule_exchange::families`: unicast,
    /// hot senders and receivers, multicast of fan-out 1 to 128 to contiguous, strided and
    /// random sets, mixed, whole and partial pairs) in one module schedule, pass the
    /// independent checker, and print the same bytes with one and two threads.
    #[test]
    fn family_phases_schedule_verify_and_are_deterministic(
        family in 0usize..ipu_passes::schedule_exchange::families::Family::ALL.len(),
        transfers in 1usize..300,
        tiles in 4u32..160,
        seed in any::<u64>(),
    ) {
        use ipu_passes::schedule_exchange::families::{Family, Spec, phase};
        let family = Family::ALL[family];
        let spec = |seed| Spec { family, transfers, tiles, seed };
        let input = format!(
            "module {{\n{}{}}}\n",
            to_mlir("p0", "ipu21", &phase(spec(seed))),
            to_mlir("p1", "ipu21", &phase(spec(seed ^ 1))),
        );
        let one = schedule_and_verify(&input, &["--threads=1"]);
        let two = schedule_and_verify(&input, &["--threads=2"]);
        prop_assert_eq!(one.matches(" horizon ").count(), 2, "{}", one);
        prop_assert_eq!(one, two);
    }
}

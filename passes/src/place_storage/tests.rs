//! Tests of `place-storage` through the pass manager, and the helper the back end's other
//! passes' tests share.

use ipu_dialects::{Context, Module, PrintFlags, SourceMap, register_all_dialects, render_all};

use crate::manager::executor::{PassManager, RunOptions};

/// Parses `input` (every dialect registered), runs `--pass=<passes>`, and returns the
/// printed module, or the rendered diagnostics.
pub(crate) fn run(passes: &str, input: &str) -> String {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let mut sources = SourceMap::new();
    sources.add(ctx.ident("in.mlir"), input.as_bytes().to_vec().into());
    let mut module = match Module::parse(&ctx, "in.mlir", input.as_bytes()) {
        Ok(m) => m,
        Err(d) => return render_all(&d, &ctx, &sources),
    };
    let diags = module.verify(&ctx);
    if !diags.is_empty() {
        return format!(
            "input does not verify:\n{}",
            render_all(&diags, &ctx, &sources)
        );
    }
    let pipeline = match crate::parse_pass_list(&crate::REGISTRY, passes) {
        Ok(p) => p,
        Err(e) => return e.render(),
    };
    let pm = PassManager::new(
        pipeline,
        RunOptions {
            threads: 1,
            ..RunOptions::default()
        },
    );
    let report = pm.run(&ctx, &mut module);
    let mut out = render_all(&report.diagnostics, &ctx, &sources);
    if !report.failed {
        out.push_str(&module.print(&ctx, &PrintFlags::default()));
    }
    out
}

/// The lines of `out` that contain `needle`, trimmed.
pub(crate) fn lines_with<'a>(out: &'a str, needle: &str) -> Vec<&'a str> {
    out.lines()
        .filter(|l| l.contains(needle))
        .map(str::trim)
        .collect()
}

/// x (input, on tile 0) goes to tile 1; tile 1 adds it to itself into y (output).
const ADD: &str = r#"
exchange.program @dev target "ipu21" attributes {function = @main} {
  exchange.buffer @x tiles [0, 1] bytes 128 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64, 0, 64>} : f16
  exchange.buffer @y tiles [1] bytes 128 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @t tiles [1] bytes 128
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t start 0 arrival [27]
  }
  exchange.sync
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 1 workers 6 m 1 n 64 k 0 (@t at 0 bytes 128, @t at 0 bytes 128, @y at 0 bytes 128)
  }
}
"#;

#[test]
fn places_buffers_keeps_transfers_and_reports_peaks() {
    let out = run("place-storage", ADD);
    // On tile 1, x (an input nobody reads there) lives only before the first step, t from
    // the phase to the compute set, y (an output) from the compute set to the end: t may
    // reuse x's bytes, y may not reuse t's. Free buffers go to interleaved memory first.
    assert_eq!(
        lines_with(&out, "buffer @")
            .into_iter()
            .filter(|l| l.starts_with("buffer"))
            .collect::<Vec<_>>(),
        vec![
            r#"buffer @x tiles [0, 1] bytes 128 {addresses = array<i32: 524288, 524288>, host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64, 0, 64>} : f16"#,
            r#"buffer @y tiles [1] bytes 128 {addresses = array<i32: 524416>, host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16"#,
            r#"buffer @t tiles [1] bytes 128 {addresses = array<i32: 524288>}"#,
        ],
        "{out}"
    );
    assert_eq!(
        lines_with(&out, "transfer"),
        vec![
            "transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t start 0 arrival [27]"
        ],
    );
    assert_eq!(
        lines_with(&out, "exchange.program"),
        vec![
            r#"exchange.program @dev target "ipu21" attributes {function = @main, peak_bytes_by_tile = array<i64: 0, 0, 128, 1, 0, 256>, peak_interleaved_bytes = 256 : i64, peak_standard_bytes = 0 : i64} {"#
        ]
    );
}

#[test]
fn buffers_with_disjoint_lives_share_memory() {
    // a is read by the first compute set and dead after it; c is first written by the
    // second: they may share an address. b lives across both.
    let out = run(
        "place-storage",
        r#"
exchange.program @dev {
  exchange.buffer @a tiles [0] bytes 128 region "standard" {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @b tiles [0] bytes 128 region "standard"
  exchange.buffer @c tiles [0] bytes 128 region "standard" {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.compute_set @cs0 {
    exchange.vertex "add_f16" on 0 workers 6 m 1 n 64 k 0 (@a at 0 bytes 128, @a at 0 bytes 128, @b at 0 bytes 128)
  }
  exchange.compute_set @cs1 {
    exchange.vertex "add_f16" on 0 workers 6 m 1 n 64 k 0 (@b at 0 bytes 128, @b at 0 bytes 128, @c at 0 bytes 128)
  }
}
"#,
    );
    let addrs: Vec<&str> = lines_with(&out, "buffer @")
        .iter()
        .map(|l| {
            let s = l.find("addresses = ").map_or("", |i| &l[i..]);
            s.split('>').next().unwrap_or("")
        })
        .collect();
    // Standard memory from its first usable byte (0x50000 = 327680), bottom up.
    assert_eq!(
        addrs,
        vec![
            "addresses = array<i32: 327680",
            "addresses = array<i32: 327808",
            "addresses = array<i32: 327680",
        ],
        "{out}"
    );
    assert!(out.contains("peak_standard_bytes = 256 : i64"), "{out}");
}

#[test]
fn a_tile_that_does_not_fit_is_a_located_error() {
    // Two 300 KiB buffers live at once on tile 3; interleaved memory has 416 KiB and
    // standard 192 KiB outside the reserved range: the second fits nowhere.
    let out = run(
        "place-storage",
        r#"exchange.program @dev {
  exchange.buffer @a tiles [3] bytes 307200 region "interleaved" {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
  exchange.buffer @b tiles [3] bytes 307200 region "interleaved" {host = "input", host_index = 1 : i32, layout = "contiguous", pieces = array<i64: 0, 64>} : f16
}
"#,
    );
    assert_eq!(
        out.lines().next().unwrap_or(""),
        "in.mlir:3:3: error: 'exchange.buffer' op @b (307200 bytes, interleaved memory, align 4) does not fit on tile 3: 614400 bytes are live there at once in interleaved memory (this buffer included), 425984 available",
        "{out}"
    );
}

#[test]
fn a_buffer_larger_than_any_range_says_so() {
    let out = run(
        "place-storage",
        "exchange.program @dev {\n  exchange.buffer @huge tiles [0, 1] bytes 700000\n}\n",
    );
    assert_eq!(
        out.lines().next().unwrap_or(""),
        "in.mlir:2:3: error: 'exchange.buffer' op @huge (700000 bytes, standard or interleaved memory, align 4) does not fit on tile 0: it needs 700000 bytes, and the largest free range of standard or interleaved memory is 425984 bytes",
        "{out}"
    );
}

#[test]
fn placed_programs_are_left_alone_and_transfers_need_buffers() {
    let once = run("place-storage", ADD);
    let body = &once[once.find("module").unwrap_or(0)..];
    assert_eq!(run("place-storage", body), once);
    let out = run(
        "place-storage",
        r#"exchange.program @dev {
  exchange.buffer @x tiles [0, 1] bytes 128
  exchange.phase @p0 {
    exchange.transfer from 0 to [1] words 32 src_offset 0 dst_offset 0 src_buffer @x
  }
}
"#,
    );
    assert!(
        out.starts_with("in.mlir:4:5: error: 'exchange.transfer' op names no dst_buffer; place-storage needs transfers relative to buffers"),
        "{out}"
    );
}

#[test]
fn placement_rewrites_neither_transfers_nor_the_delivery_record() {
    // A multicast with its delivery record written before scheduling (as `lower-to-exchange`
    // writes it), scheduled, then placed: placement gives the buffers addresses and changes
    // nothing in the phase, so the independent checker checks the placed phase against the
    // record written before scheduling. A transfer changed after placement (one destination
    // byte moved) is caught against that record.
    let input = r#"
exchange.program @dev target "ipu21" {
  exchange.buffer @x tiles [0] bytes 256 {host = "input", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 128>} : f16
  exchange.buffer @t tiles [1, 2] bytes 256 {host = "output", host_index = 0 : i32, layout = "contiguous", pieces = array<i64: 0, 128, 0, 128>} : f16
  exchange.phase @p0 {
    exchange.transfer from 0 to [1, 2] words 32 src_offset 0 dst_offset 0 src_buffer @x dst_buffer @t
  }
}
"#;
    let scheduled = run("schedule-exchange{summary=false},verify-exchange", input);
    let placed = run(
        "schedule-exchange{summary=false},place-storage,verify-exchange",
        input,
    );
    assert!(!placed.contains("error"), "{placed}");
    let record = |out: &str| -> String {
        let line = lines_with(out, "phase @p0").join("");
        line[line.find("input_digest").unwrap_or(line.len())..].to_string()
    };
    assert!(
        record(&scheduled).starts_with("input_digest"),
        "{scheduled}"
    );
    assert_eq!(record(&scheduled), record(&placed), "{placed}");
    assert_eq!(
        lines_with(&scheduled, "transfer from"),
        lines_with(&placed, "transfer from")
    );
    assert!(
        lines_with(&placed, "buffer @t")[0].contains("addresses"),
        "{placed}"
    );
    // Scheduling the placed phase again keeps its schedule and its record.
    let again = run(
        "schedule-exchange{summary=false},place-storage,schedule-exchange{summary=false}",
        input,
    );
    assert!(again.contains("kind \"reused\""), "{again}");
    assert_eq!(record(&again), record(&placed));
    // Tampered after placement: the words land 4 bytes further on in @t.
    let body = &placed[placed.find("module").unwrap_or(0)..];
    let tampered = body.replacen("dst_offset 0 src_buffer", "dst_offset 4 src_buffer", 1);
    assert_ne!(tampered, body);
    let out = run("verify-exchange", &tampered);
    assert!(
        out.contains("does not deliver the words of its input ('input_digest' differs)"),
        "{out}"
    );
}

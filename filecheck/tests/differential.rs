//! Differential test against LLVM 19's FileCheck (`FileCheck-19`, Debian's
//! `llvm-19-tools`): seeded random check files and inputs, run through both;
//! the exit codes and the whole stderr (diagnostics and input dump) must be
//! the same. A missing oracle is a failure, not a skip.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, v: &[&'a str]) -> &'a str {
        v[self.below(v.len())]
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const WORDS: [&str; 16] = [
    "foo", "bar", "baz", "%0", "%1", "=", "add", "i32", "func", "@main", "{", "}", "x1", "x22",
    "42", "0x1f",
];

fn gen_input(rng: &mut Rng) -> Vec<String> {
    let n = 2 + rng.below(10);
    (0..n)
        .map(|_| {
            let k = rng.below(5);
            let mut line = String::new();
            if rng.chance(20) {
                line.push_str("  ");
            }
            let words: Vec<&str> = (0..k).map(|_| rng.pick(&WORDS)).collect();
            line.push_str(&words.join(if rng.chance(15) { "\t" } else { " " }));
            line
        })
        .collect()
}

fn gen_pattern(
    rng: &mut Rng,
    input: &[String],
    defined: &mut Vec<String>,
    numeric: &mut Vec<String>,
) -> String {
    let line = &input[rng.below(input.len())];
    let words: Vec<&str> = line.split_whitespace().collect();
    let mut pieces: Vec<String> = Vec::new();
    if words.is_empty() || rng.chance(15) {
        pieces.push(rng.pick(&WORDS).to_string());
    } else {
        let a = rng.below(words.len());
        let b = a + 1 + rng.below(words.len() - a);
        pieces.extend(words[a..b].iter().map(|w| w.to_string()));
    }
    for p in pieces.iter_mut() {
        match rng.below(12) {
            0 => *p = "{{[a-z]+}}".into(),
            1 => *p = "{{[0-9]+}}".into(),
            2 => {
                *p = format!(
                    "{{{{{}|{}}}}}",
                    rng.pick(&WORDS).replace(['{', '}', '%', '@'], ""),
                    rng.pick(&["foo", "bar"])
                )
            }
            3 if p.chars().all(|c| c.is_ascii_lowercase()) => {
                let name = format!("V{}", rng.below(3));
                *p = format!("[[{name}:{p}]]");
                defined.push(name);
            }
            4 if !defined.is_empty() => *p = format!("[[{}]]", defined[rng.below(defined.len())]),
            5 if p.chars().all(|c| c.is_ascii_digit()) => {
                let name = format!("N{}", rng.below(2));
                *p = format!("[[#{name}:]]");
                numeric.push(name);
            }
            6 if !numeric.is_empty() => {
                *p = format!(
                    "[[#{}+{}]]",
                    numeric[rng.below(numeric.len())],
                    rng.below(3)
                )
            }
            _ => {}
        }
    }
    pieces.join(" ")
}

fn gen_check(rng: &mut Rng, input: &[String]) -> String {
    let n = 1 + rng.below(7);
    let mut out = String::new();
    let mut defined = Vec::new();
    let mut numeric = Vec::new();
    for i in 0..n {
        let kinds = [
            "CHECK",
            "CHECK",
            "CHECK-NEXT",
            "CHECK-SAME",
            "CHECK-NOT",
            "CHECK-DAG",
            "CHECK-LABEL",
            "CHECK-EMPTY",
            "CHECK-COUNT-2",
        ];
        let kind = if i == 0 && rng.chance(50) {
            "CHECK"
        } else {
            rng.pick(&kinds)
        };
        let pat = match kind {
            "CHECK-EMPTY" => String::new(),
            "CHECK-LABEL" => {
                // Labels may not use variables.
                let mut d = Vec::new();
                let mut nn = Vec::new();
                let p = gen_pattern(rng, input, &mut d, &mut nn);
                if p.contains("[[") { "foo".into() } else { p }
            }
            _ => gen_pattern(rng, input, &mut defined, &mut numeric),
        };
        let sep = if pat.is_empty() { "" } else { " " };
        out.push_str(&format!("// {kind}:{sep}{pat}\n"));
    }
    out
}

fn gen_args(rng: &mut Rng) -> Vec<String> {
    let mut args = Vec::new();
    for (p, a) in [
        (10, "--strict-whitespace"),
        (10, "--match-full-lines"),
        (10, "--ignore-case"),
        (10, "--allow-deprecated-dag-overlap"),
        (10, "--implicit-check-not=baz"),
        (10, "--enable-var-scope"),
        (10, "-v"),
        (5, "-vv"),
        (10, "--dump-input=always"),
    ] {
        if rng.chance(p) {
            args.push(a.to_string());
        }
    }
    args
}

fn oracle() -> PathBuf {
    let p = std::env::var_os("FILECHECK_ORACLE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/FileCheck-19"));
    assert!(
        p.is_file(),
        "LLVM's FileCheck not found at {} (install llvm-19-tools or set FILECHECK_ORACLE)",
        p.display()
    );
    p
}

fn run(bin: &Path, dir: &Path, args: &[String]) -> (i32, Vec<u8>) {
    let out = Command::new(bin)
        .current_dir(dir)
        .arg("check.txt")
        .arg("--input-file")
        .arg("input.txt")
        .args(args)
        .env_remove("FILECHECK_OPTS")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("FileCheck runs");
    (out.status.code().unwrap_or(-1), out.stderr)
}

#[test]
fn agrees_with_llvm_filecheck_19() {
    let oracle = oracle();
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_filecheck"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("filecheck-differential");
    std::fs::create_dir_all(&dir).expect("temp dir");
    // `FILECHECK_DIFF_SEED` explores other cases; the default is fixed.
    let seed = std::env::var("FILECHECK_DIFF_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x1F_C0DE);
    let mut rng = Rng(seed);
    let mut failures = Vec::new();
    let mut by_code = [0usize; 3];
    const CASES: usize = 600;
    for case in 0..CASES {
        let input = gen_input(&mut rng);
        let check = gen_check(&mut rng, &input);
        let args = gen_args(&mut rng);
        let mut input_text = input.join("\n");
        input_text.push('\n');
        std::fs::write(dir.join("check.txt"), &check).expect("write check");
        std::fs::write(dir.join("input.txt"), &input_text).expect("write input");
        let (want_rc, want_err) = run(&oracle, &dir, &args);
        let (got_rc, got_err) = run(&ours, &dir, &args);
        if let Some(slot) = usize::try_from(want_rc)
            .ok()
            .and_then(|i| by_code.get_mut(i))
        {
            *slot += 1;
        }
        if want_rc != got_rc || want_err != got_err {
            failures.push(format!(
                "case {case}: args {args:?}\n--- check.txt\n{check}--- input.txt\n{input_text}--- LLVM (rc {want_rc})\n{}--- ours (rc {got_rc})\n{}",
                String::from_utf8_lossy(&want_err),
                String::from_utf8_lossy(&got_err)
            ));
        }
    }
    // The generator must exercise both outcomes, or the test proves little.
    assert!(
        by_code[0] > CASES / 20 && by_code[1] > CASES / 20,
        "outcome spread {by_code:?}"
    );
    assert!(
        failures.is_empty(),
        "{} of {CASES} cases differ; first:\n{}",
        failures.len(),
        failures[0]
    );
}

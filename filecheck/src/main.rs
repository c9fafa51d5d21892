//! The `filecheck` binary: LLVM FileCheck's command line over the library.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = filecheck::main_with_args(&args);
    // Write errors (a closed pipe) cannot be reported anywhere useful.
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stderr().write_all(&out.stderr);
    ExitCode::from(u8::try_from(out.exit_code).unwrap_or(2))
}

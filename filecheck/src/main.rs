//! The `filecheck` binary: LLVM FileCheck's command line over the library.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut argv = std::env::args();
    let argv0 = argv.next().unwrap_or_else(|| "filecheck".into());
    let args: Vec<String> = argv.collect();
    let out = filecheck::main_with_argv0(&argv0, &args);
    // Write errors (a closed pipe) cannot be reported anywhere useful.
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stderr().write_all(&out.stderr);
    ExitCode::from(u8::try_from(out.exit_code).unwrap_or(2))
}

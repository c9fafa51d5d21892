//! `ipu-opt`: see [`ipu_compiler::driver`].

fn main() -> std::process::ExitCode {
    // The process exits right after the run: its IR is left to the OS.
    ipu_compiler::driver::free_nothing_at_exit();
    let code = ipu_compiler::driver::ipu_opt_main(
        std::env::args_os(),
        &mut std::io::stdin().lock(),
        &mut ipu_runtime::cli::ToolStdout(std::io::stdout().lock()),
        // Not locked: passes log to stderr from worker threads (tracing), which would wait
        // for a lock held by this thread for the whole run.
        &mut std::io::stderr(),
    );
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}

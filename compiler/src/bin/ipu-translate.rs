//! `ipu-translate`: see [`ipu_compiler::translate`].

fn main() -> std::process::ExitCode {
    let code = ipu_compiler::translate::ipu_translate_main(
        std::env::args_os(),
        &mut std::io::stdin().lock(),
        &mut ipu_runtime::cli::ToolStdout(std::io::stdout().lock()),
        // Not locked: passes log to stderr from worker threads (tracing), which would wait
        // for a lock held by this thread for the whole run.
        &mut std::io::stderr(),
    );
    std::process::ExitCode::from(code.clamp(0, 255) as u8)
}

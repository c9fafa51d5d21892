//! `ipu-compile`: see [`ipu_compiler::compile`].

fn main() -> std::process::ExitCode {
    // stderr is not locked here: tracing events from worker threads write to it too.
    let code = ipu_compiler::compile::ipu_compile_main(
        std::env::args_os(),
        &mut ipu_runtime::cli::ToolStdout(std::io::stdout()),
        &mut std::io::stderr(),
    );
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}

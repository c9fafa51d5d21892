//! `ipu-opt`: see [`ipu_compiler::driver`].

fn main() -> std::process::ExitCode {
    let code = ipu_compiler::driver::ipu_opt_main(
        std::env::args_os(),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::ExitCode::from(u8::try_from(code).unwrap_or(1))
}

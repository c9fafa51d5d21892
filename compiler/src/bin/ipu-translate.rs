//! `ipu-translate`: see [`ipu_compiler::translate`].

fn main() -> std::process::ExitCode {
    let code = ipu_compiler::translate::ipu_translate_main(
        std::env::args_os(),
        &mut std::io::stdin().lock(),
        &mut std::io::stdout().lock(),
        &mut std::io::stderr().lock(),
    );
    std::process::ExitCode::from(code.clamp(0, 255) as u8)
}

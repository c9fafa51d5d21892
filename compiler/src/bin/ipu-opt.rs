//! `ipu-opt`: see [`ipu_compiler::opt`].

fn main() -> std::process::ExitCode {
    let code = ipu_compiler::opt::main_with_args(std::env::args_os());
    std::process::ExitCode::from(code.clamp(0, 255) as u8)
}

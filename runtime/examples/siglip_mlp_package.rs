//! Write a hand-planned FP8 SigLIP MLP package (729 × 1152 → 4304 → 1152 on 1472 tiles;
//! see `tests/common/mlp.rs`) for timing the simulator and `ipu-run` at full size until
//! the compiler's `build-package` exists:
//!
//! ```text
//! cargo run --release -p ipu-runtime --example siglip_mlp_package -- /tmp/siglip.ipupkg
//! cargo run --release -p ipu-runtime --bin ipu-run -- /tmp/siglip.ipupkg
//! ```

#[path = "../tests/common/mod.rs"]
mod common;

use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: siglip_mlp_package OUT.ipupkg");
        return ExitCode::from(2);
    };
    let target = common::target();
    let package = common::mlp::mlp_fp8_package(&common::mlp::SIGLIP, &target);
    match ipu_runtime::package::codec::write(std::path::Path::new(&path), &package) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("siglip_mlp_package: error: {e}");
            ExitCode::from(2)
        }
    }
}

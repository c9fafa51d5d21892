//! Our FP8 conversions against tables produced by `ml_dtypes` (`tests/data/gen_fp8_tables.py`):
//! all 256 codes decoded, and a dense sweep of f32 values encoded, in both formats.

use std::path::PathBuf;

use ipu_runtime::numerics::f8::{self, F8Format};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn read<T: npyz::Deserialize>(name: &str) -> Vec<T> {
    let bytes = std::fs::read(data(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    npyz::NpyFile::new(&bytes[..])
        .and_then(|f| f.into_vec())
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn check_format(format: F8Format, tag: &str) {
    let decoded: Vec<f32> = read(&format!("fp8_{tag}_decode.npy"));
    assert_eq!(decoded.len(), 256);
    for (code, want) in decoded.iter().enumerate() {
        let got = f8::decode(format, code as u8);
        if want.is_nan() {
            assert!(got.is_nan(), "{tag} decode {code:#04x}: {got} vs NaN");
        } else {
            assert_eq!(
                got.to_bits(),
                want.to_bits(),
                "{tag} decode {code:#04x}: {got} vs {want}"
            );
        }
    }

    let inputs: Vec<u32> = read("fp8_encode_inputs.npy");
    let expected: Vec<u8> = read(&format!("fp8_{tag}_encode.npy"));
    assert_eq!(inputs.len(), expected.len());
    assert!(inputs.len() > 100_000, "the sweep is dense");
    let mut mismatches = Vec::new();
    for (bits, want) in inputs.iter().zip(&expected) {
        let x = f32::from_bits(*bits);
        let got = f8::encode(format, x);
        if got != *want {
            mismatches.push(format!(
                "{x:e} ({bits:#010x}): {got:#04x} vs ml_dtypes {want:#04x}"
            ));
        }
    }
    assert!(
        mismatches.is_empty(),
        "{tag}: {} mismatches, first: {:?}",
        mismatches.len(),
        &mismatches[..mismatches.len().min(8)]
    );
}

#[test]
fn e4m3fn_matches_ml_dtypes() {
    check_format(F8Format::E4M3FN, "e4m3fn");
}

#[test]
fn e5m2_matches_ml_dtypes() {
    check_format(F8Format::E5M2, "e5m2");
}

/// Why we do not encode with the `float8` crate: it saturates (CUDA `__NV_SATFINITE`),
/// where MLIR and `ml_dtypes` give NaN. This pins the documented difference.
#[test]
fn float8_crate_saturates_where_ml_dtypes_does_not() {
    let inputs: Vec<u32> = read("fp8_encode_inputs.npy");
    let expected: Vec<u8> = read("fp8_e4m3fn_encode.npy");
    let i = inputs
        .iter()
        .position(|b| f32::from_bits(*b) == 480.0)
        .expect("480 is in the sweep");
    assert_eq!(expected[i], 0x7F, "ml_dtypes: NaN");
    assert_eq!(
        float8::F8E4M3::from_f32(f32::from_bits(inputs[i])).to_bits(),
        0x7E,
        "float8: 448"
    );
}

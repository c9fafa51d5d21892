//! `.npy` input and output of program tensors (via `npyz`).
//!
//! | program type | `.npy` dtype            |
//! |--------------|-------------------------|
//! | `f32`        | `float32` (`<f4`)       |
//! | `f16`        | `float16` (`<f2`)       |
//! | `bf16`       | `uint16` raw bits (`<u2`; NumPy has no bfloat16) |
//! | `f8E4M3FN`, `f8E5M2` | `uint8` raw bits (`|u1`), as the StableHLO corpus stores them |
//!
//! Arrays must be C-ordered. Reading checks dtype and shape against what the program
//! expects and fails with both named; writing is atomic (temporary file, then rename).

use std::path::Path;

use half::{bf16, f16};
use npyz::WriterBuilder;

use crate::error::{Error, Result};
use crate::numerics::{DType, f8};
use crate::reference::{Tensor, TensorType};

fn npy_error(path: &Path, message: impl Into<String>) -> Error {
    Error::Npy {
        path: path.to_path_buf(),
        message: message.into(),
    }
}

/// The `.npy` type string for `dtype` (little-endian).
pub fn npy_descr(dtype: DType) -> &'static str {
    match dtype {
        DType::F32 => "<f4",
        DType::F16 => "<f2",
        DType::BF16 => "<u2",
        DType::F8E4M3FN | DType::F8E5M2 => "|u1",
        DType::I32 => "<i4",
        DType::I1 => "|b1",
    }
}

/// Read `path` as a tensor of type `expected`. Errors (naming the file) if it is missing,
/// not a valid `.npy`, Fortran-ordered, or of another dtype or shape.
pub fn read(path: &Path, expected: &TensorType) -> Result<Tensor> {
    let bytes = std::fs::read(path).map_err(|e| Error::io(path, e))?;
    let file = npyz::NpyFile::new(&bytes[..])
        .map_err(|e| npy_error(path, format!("not a valid .npy file: {e}")))?;
    let descr = file.dtype().descr().trim_matches('\'').to_string();
    let shape: Vec<usize> = file.shape().iter().map(|&d| d as usize).collect();
    let want = npy_descr(expected.dtype);
    // `<u1` and `|u1` are the same type.
    let same_type = descr == want || (want == "|u1" && descr == "<u1");
    if !same_type || shape != expected.shape {
        return Err(npy_error(
            path,
            format!(
                "expected {} (npy dtype '{want}', shape {:?}), found npy dtype '{descr}', shape {shape:?}",
                expected, expected.shape
            ),
        ));
    }
    if file.order() != npyz::Order::C {
        return Err(npy_error(
            path,
            "Fortran-ordered arrays are not supported; save with np.ascontiguousarray",
        ));
    }
    let bad = |e: std::io::Error| npy_error(path, format!("cannot read the data: {e}"));
    let data: Vec<f32> = match expected.dtype {
        DType::F32 => file.into_vec::<f32>().map_err(bad)?,
        DType::F16 => file
            .into_vec::<f16>()
            .map_err(bad)?
            .into_iter()
            .map(f16::to_f32)
            .collect(),
        DType::BF16 => file
            .into_vec::<u16>()
            .map_err(bad)?
            .into_iter()
            .map(|b| bf16::from_bits(b).to_f32())
            .collect(),
        DType::F8E4M3FN | DType::F8E5M2 => {
            let table =
                f8::decode_table(expected.dtype.f8_format().unwrap_or(f8::F8Format::E4M3FN));
            file.into_vec::<u8>()
                .map_err(bad)?
                .into_iter()
                .map(|b| table[b as usize])
                .collect()
        }
        DType::I32 => {
            let values = file.into_vec::<i32>().map_err(bad)?;
            if let Some(v) = values.iter().find(|v| v.unsigned_abs() > 1 << 24) {
                return Err(npy_error(
                    path,
                    format!("i32 value {v} is beyond 2^24, which the simulator holds exactly"),
                ));
            }
            values.into_iter().map(|v| v as f32).collect()
        }
        DType::I1 => file
            .into_vec::<bool>()
            .map_err(bad)?
            .into_iter()
            .map(|b| f32::from(u8::from(b)))
            .collect(),
    };
    Tensor::new(shape, expected.dtype, data).map_err(|m| npy_error(path, m))
}

/// Write `tensor` to `path` in the dtype of the module table, atomically.
pub fn write(path: &Path, tensor: &Tensor) -> Result<()> {
    let shape: Vec<u64> = tensor.shape.iter().map(|&d| d as u64).collect();
    let mut buf = Vec::new();
    let io = |e: std::io::Error| Error::io(path, e);
    macro_rules! emit {
        ($t:ty, $iter:expr) => {{
            let mut w = npyz::WriteOptions::<$t>::new()
                .default_dtype()
                .shape(&shape)
                .writer(&mut buf)
                .begin_nd()
                .map_err(io)?;
            w.extend($iter).map_err(io)?;
            w.finish().map_err(io)?;
        }};
    }
    match tensor.dtype {
        DType::F32 => emit!(f32, tensor.data.iter().copied()),
        DType::F16 => emit!(f16, tensor.data.iter().map(|v| f16::from_f32(*v))),
        DType::BF16 => emit!(
            u16,
            tensor.data.iter().map(|v| bf16::from_f32(*v).to_bits())
        ),
        DType::F8E4M3FN | DType::F8E5M2 => {
            let format = tensor.dtype.f8_format().unwrap_or(f8::F8Format::E4M3FN);
            emit!(u8, tensor.data.iter().map(|v| f8::encode(format, *v)))
        }
        DType::I32 => emit!(i32, tensor.data.iter().map(|v| *v as i32)),
        DType::I1 => emit!(bool, tensor.data.iter().map(|v| *v != 0.0)),
    }
    crate::fs::write_atomically(path, &buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ty(shape: &[usize], dtype: DType) -> TensorType {
        TensorType {
            shape: shape.to_vec(),
            dtype,
        }
    }

    #[test]
    fn round_trips_every_dtype() {
        let dir = std::env::temp_dir().join(format!("ipu-runtime-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for dtype in DType::ALL {
            let t = Tensor::new(
                vec![2, 3],
                DType::F32,
                vec![0.5, -1.0, 2.0, 0.0, 3.5, -0.25],
            )
            .unwrap()
            .rounded_to(dtype);
            let path = dir.join(format!("{dtype}.npy"));
            write(&path, &t).unwrap();
            assert_eq!(read(&path, &ty(&[2, 3], dtype)).unwrap(), t, "{dtype}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn mismatches_are_clear_errors() {
        let dir = std::env::temp_dir().join(format!("ipu-runtime-npy-err-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("x.npy");
        write(
            &path,
            &Tensor::new(vec![4], DType::F16, vec![1.0; 4]).unwrap(),
        )
        .unwrap();
        let err = read(&path, &ty(&[2, 2], DType::F16))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("x.npy")
                && err.contains("expected tensor<2x2xf16>")
                && err.contains("shape [4]"),
            "{err}"
        );
        let err = read(&path, &ty(&[4], DType::F32)).unwrap_err().to_string();
        assert!(err.contains("'<f2'") && err.contains("'<f4'"), "{err}");
        let err = read(&dir.join("missing.npy"), &ty(&[4], DType::F32))
            .unwrap_err()
            .to_string();
        assert!(err.contains("missing.npy"), "{err}");
        std::fs::write(&path, b"not numpy").unwrap();
        let err = read(&path, &ty(&[4], DType::F32)).unwrap_err().to_string();
        assert!(err.contains("not a valid .npy"), "{err}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

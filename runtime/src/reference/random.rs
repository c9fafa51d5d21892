//! Seeded normal random numbers for benchmark inputs and random constants.
//!
//! SplitMix64 (Steele, Lea & Flood, "Fast splittable pseudorandom number generators",
//! OOPSLA 2014) feeding the Box–Muller transform. Written out here rather than taken from
//! `rand` so that the values a seed produces never change with a dependency's version:
//! `ipu-run --seed N` must give the same inputs, and so the same report, forever.

/// A stream of standard normal values determined by `(seed, stream)`.
#[derive(Clone, Debug)]
pub struct NormalStream {
    state: u64,
    spare: Option<f64>,
}

impl NormalStream {
    /// The stream `stream` of seed `seed` (streams of one seed are independent).
    pub fn new(seed: u64, stream: u64) -> NormalStream {
        let mut s = NormalStream {
            state: seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03),
            spare: None,
        };
        s.next_u64();
        s
    }

    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in (0, 1].
    fn uniform(&mut self) -> f64 {
        ((self.next_u64() >> 11) + 1) as f64 / (1u64 << 53) as f64
    }

    /// The next standard normal value.
    pub fn next_f64(&mut self) -> f64 {
        if let Some(v) = self.spare.take() {
            return v;
        }
        let (u, v) = (self.uniform(), self.uniform());
        let r = (-2.0 * u.ln()).sqrt();
        let theta = 2.0 * std::f64::consts::PI * v;
        self.spare = Some(r * theta.sin());
        r * theta.cos()
    }

    /// The next standard normal value as an `f32`.
    pub fn next_f32(&mut self) -> f32 {
        self.next_f64() as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_standard_normal() {
        let mut s = NormalStream::new(42, 0);
        let n = 200_000;
        let v: Vec<f64> = (0..n).map(|_| s.next_f64()).collect();
        let mean = v.iter().sum::<f64>() / n as f64;
        let var = v.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64;
        assert!(mean.abs() < 0.01, "mean {mean}");
        assert!((var - 1.0).abs() < 0.02, "variance {var}");
        let tail = v.iter().filter(|x| x.abs() > 1.96).count() as f64 / n as f64;
        assert!((tail - 0.05).abs() < 0.005, "two-sided 5% tail: {tail}");
    }

    #[test]
    fn streams_differ_and_repeat() {
        let first: Vec<f64> = {
            let mut s = NormalStream::new(1, 0);
            (0..4).map(|_| s.next_f64()).collect()
        };
        let again: Vec<f64> = {
            let mut s = NormalStream::new(1, 0);
            (0..4).map(|_| s.next_f64()).collect()
        };
        let other: Vec<f64> = {
            let mut s = NormalStream::new(1, 1);
            (0..4).map(|_| s.next_f64()).collect()
        };
        assert_eq!(first, again);
        assert_ne!(first, other);
    }
}

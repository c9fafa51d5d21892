//! The values of a random `graph.constant`: the generator its documentation promises.

use ipu_dialects::graph_dialect::{Distribution, RandomSpec};
use ipu_runtime::codelets::elementwise::erf;
use ipu_runtime::reference::random::NormalStream;

/// The `n` values (row-major, in f32, before rounding to the element type) of a random
/// `graph.constant` with parameters `spec`: element `i` comes from the `i`-th draw
/// `z_i` of the standard normal stream `(seed, 0)` of [`NormalStream`] —
/// `scale · z_i` for `"normal"`, `scale · erf(z_i / √2)` (uniform on `(−scale, scale)`)
/// for `"uniform"`. For `"normal"` these are exactly the values of the runtime's
/// `OpKind::RandomNormal { seed, stddev: scale }`.
pub fn random_values(spec: RandomSpec, n: usize) -> Vec<f32> {
    let mut stream = NormalStream::new(spec.seed, 0);
    match spec.distribution {
        Distribution::Normal => (0..n).map(|_| stream.next_f32() * spec.scale).collect(),
        Distribution::Uniform => (0..n)
            .map(|_| spec.scale * erf(stream.next_f32() * std::f32::consts::FRAC_1_SQRT_2))
            .collect(),
    }
}

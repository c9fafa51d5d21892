//! The delivery record of an exchange phase: what its transfers deliver, as a count of
//! (word, destination) deliveries and a digest of the multiset of delivered words
//! ([`delivery_digest`]), keyed by buffer-relative offsets ([`buffer_key`]). A fact of the
//! exchange IR (a phase's `input_words` / `input_digest` attributes), defined here once.
//! `lower-to-exchange` writes it when it creates a phase, before scheduling
//! ([`set_delivery_record`]); `schedule-exchange` writes it only on a phase that has none
//! (hand-written input); nothing rewrites it (`place-storage` leaves transfers naming their
//! buffers); `verify-exchange` checks every later stage against it. None of them imports
//! another for it.

/// The Mersenne prime 2^61 − 1, the digest's modulus.
const MODULUS: u64 = (1 << 61) - 1;

/// The evaluation point of the digest's polynomial (any value whose 4th power is not 1).
const POINT: u64 = 0x0DE5_1C8E_7A3B_4F21 % MODULUS;

fn mul_mod(a: u64, b: u64) -> u64 {
    let z = u128::from(a) * u128::from(b);
    let r = (z as u64 & MODULUS) + (z >> 61) as u64;
    if r >= MODULUS { r - MODULUS } else { r }
}

fn pow_mod(mut base: u64, mut exp: u64) -> u64 {
    let mut acc = 1;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul_mod(acc, base);
        }
        base = mul_mod(base, base);
        exp >>= 1;
    }
    acc
}

/// SplitMix64's finaliser: a bijective mix of 64 bits.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// `a(...)` of [`delivery_digest`], reduced modulo 2^61 − 1.
fn word_key(src: i64, dst: i64, src_buffer: u64, dst_buffer: u64, delta: u64) -> u64 {
    let h = mix(mix(mix(mix(src as u64) ^ dst as u64) ^ src_buffer) ^ dst_buffer);
    mix(h ^ delta) % MODULUS
}

/// Words delivered by one transfer (or chunk) to one destination: word `k` of it is read at
/// byte `src_offset + 4k` (of `src_buffer`) on `src` and written at `dst_offset + 4k` (of
/// `dst_buffer`) on `dst`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeliveryRun {
    /// Source tile.
    pub src: i64,
    /// Destination tile.
    pub dst: i64,
    /// Byte offset of the first word on the source (in `src_buffer` when it is not 0).
    pub src_offset: i64,
    /// Byte offset of the first word on the destination (in `dst_buffer` when it is not 0).
    pub dst_offset: i64,
    /// Length in 32-bit words.
    pub words: i64,
    /// [`buffer_key`] of the buffer read.
    pub src_buffer: u64,
    /// [`buffer_key`] of the buffer written.
    pub dst_buffer: u64,
}

/// A key for a buffer name in [`DeliveryRun`]: 0 for none (tile-relative offsets), else the
/// name's 64-bit FNV-1a hash with the low bit set.
pub fn buffer_key(name: Option<&str>) -> u64 {
    name.map_or(0, |n| {
        n.bytes().fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
        }) | 1
    })
}

/// What a set of runs delivers: the number of (word, destination) deliveries and a digest of
/// the multiset of delivered words.
///
/// The digest is the sum, modulo 2^61 − 1, of `a(src, dst, buffers, dst_byte − src_byte) ·
/// x^src_byte` over every delivered word, with `a` a 64-bit mix and `x` a fixed point; a run's
/// share is a geometric series, so the cost is logarithmic per run, and the digest does not
/// depend on the order of the runs or on how a transfer is split into chunks. Different
/// multisets collide with probability about `2^-61` per distinct word changed, as for any
/// polynomial hash over a prime field.
pub fn delivery_digest(runs: impl IntoIterator<Item = DeliveryRun>) -> (i64, i64) {
    let step = pow_mod(POINT, 4);
    // step ≠ 1, so (step − 1) is invertible (Fermat).
    let inverse = pow_mod((step + MODULUS - 1) % MODULUS, MODULUS - 2);
    let (mut words, mut digest) = (0i64, 0u64);
    for run in runs {
        let (src_offset, n) = (run.src_offset, run.words.max(0));
        words = words.wrapping_add(n);
        let delta = run.dst_offset.wrapping_sub(src_offset) as u64;
        let a = word_key(run.src, run.dst, run.src_buffer, run.dst_buffer, delta);
        let series = mul_mod((pow_mod(step, n as u64) + MODULUS - 1) % MODULUS, inverse);
        let term = mul_mod(mul_mod(a, pow_mod(POINT, src_offset as u64)), series);
        digest = (digest + term) % MODULUS;
    }
    (words, digest as i64)
}

/// The runs a phase's transfers deliver: one per (transfer, destination).
pub fn transfer_runs<'a>(
    transfers: impl IntoIterator<Item = &'a super::Transfer>,
) -> impl Iterator<Item = DeliveryRun> {
    transfers.into_iter().flat_map(|t| {
        let (src_buffer, dst_buffer) = (
            buffer_key(t.src_buffer.as_deref()),
            buffer_key(t.dst_buffer.as_deref()),
        );
        t.dst.iter().map(move |&d| DeliveryRun {
            src: i64::from(t.src),
            dst: i64::from(d),
            src_offset: i64::from(t.src_offset),
            dst_offset: i64::from(t.dst_offset),
            words: i64::from(t.words),
            src_buffer,
            dst_buffer,
        })
    })
}

/// Writes `phase`'s delivery record (`input_words`, `input_digest`) for `runs`.
pub fn set_delivery_record(
    ctx: &crate::Context,
    ir: &mut crate::Ir,
    phase: crate::OpId,
    runs: impl IntoIterator<Item = DeliveryRun>,
) {
    let (words, digest) = delivery_digest(runs);
    ir.set_attr(ctx, phase, "input_words", ctx.i64_attr(words));
    ir.set_attr(ctx, phase, "input_digest", ctx.i64_attr(digest));
}

/// Whether `phase` has a delivery record.
pub fn has_delivery_record(ctx: &crate::Context, ir: &crate::Ir, phase: crate::OpId) -> bool {
    ir.attr(ctx, phase, "input_digest").is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `[src, dst, src_offset, dst_offset, words]` runs, with buffer `@a` read when
    /// `src_offset >= 1000`.
    fn runs(list: &[[i64; 5]]) -> Vec<DeliveryRun> {
        list.iter()
            .map(|&[src, dst, src_offset, dst_offset, words]| DeliveryRun {
                src,
                dst,
                src_offset,
                dst_offset,
                words,
                src_buffer: buffer_key((src_offset >= 1000).then_some("a")),
                dst_buffer: 0,
            })
            .collect()
    }

    /// The digest computed word by word, as its definition says.
    fn by_words(runs: &[DeliveryRun]) -> (i64, i64) {
        let mut digest = 0u64;
        let mut words = 0;
        for r in runs {
            for k in 0..r.words {
                let (sb, db) = (r.src_offset + 4 * k, r.dst_offset + 4 * k);
                let a = word_key(r.src, r.dst, r.src_buffer, r.dst_buffer, (db - sb) as u64);
                digest = (digest + mul_mod(a, pow_mod(POINT, sb as u64))) % MODULUS;
                words += 1;
            }
        }
        (words, digest as i64)
    }

    fn check(list: &[[i64; 5]], same_as: &[[i64; 5]], equal: bool) {
        let (runs, same_as) = (runs(list), runs(same_as));
        let (a, b) = (
            delivery_digest(runs.iter().copied()),
            delivery_digest(same_as.iter().copied()),
        );
        assert_eq!(a, by_words(&runs));
        assert_eq!(a == b, equal, "{runs:?} vs {same_as:?}");
    }

    #[test]
    fn digest_ignores_splitting_and_order() {
        let whole = [[0, 5, 16, 64, 10], [1, 5, 0, 0, 4]];
        let split = [[1, 5, 0, 0, 4], [0, 5, 36, 84, 5], [0, 5, 16, 64, 5]];
        check(&whole, &split, true);
    }

    #[test]
    fn digest_sees_a_missing_or_moved_word() {
        let whole = [[0, 5, 16, 64, 10]];
        check(&whole, &[[0, 5, 16, 64, 9]], false);
        check(&whole, &[[0, 5, 16, 64, 5], [0, 5, 36, 88, 5]], false);
        check(&whole, &[[0, 6, 16, 64, 10]], false);
        check(&whole, &[[2, 5, 16, 64, 10]], false);
        // The same offsets in a buffer are other words.
        check(
            &[[0, 5, 1000, 64, 10]],
            &[[0, 5, 1000, 64, 5], [0, 5, 1020, 84, 5]],
            true,
        );
        assert_ne!(
            delivery_digest(runs(&[[0, 5, 1000, 64, 1]])).1,
            delivery_digest(runs(&[[0, 5, 1000, 64, 1]]).into_iter().map(|mut r| {
                r.src_buffer = buffer_key(Some("b"));
                r
            }))
            .1
        );
    }
}

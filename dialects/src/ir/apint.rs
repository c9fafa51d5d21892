//! Integers wider than 128 bits, as MLIR's `APInt` holds them: the two's-complement
//! bits of the type's width, here as little-endian bytes.
//!
//! Narrower integers live in a `u128` everywhere else; these helpers are for the
//! rare wider ones (`i256` literals in attributes and dense elements).

use num_bigint::BigUint;

use crate::ir::types::Signedness;

/// Why a literal does not fit its type (the caller adds the location and wording).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WideError {
    /// Too many bits, or the sign does not fit (MLIR's `buildAttributeAPInt` rules).
    OutOfRange,
    /// A negative literal for an unsigned type.
    NegativeUnsigned,
}

/// The `width`-bit two's-complement pattern of the literal `text` (decimal, or hex
/// with `0x`), negated if `neg`, as little-endian bytes (`width / 8` rounded up).
/// The rules are MLIR's: the magnitude must fit in `width` bits; a negated value
/// must have its sign bit set (so `-0` does not fit); a positive value of a signed
/// type must not.
///
/// # Errors
/// [`WideError`] when the literal does not fit.
pub fn literal_bits(
    neg: bool,
    text: &[u8],
    width: u32,
    signedness: Signedness,
) -> Result<Vec<u8>, WideError> {
    if neg && signedness == Signedness::Unsigned {
        return Err(WideError::NegativeUnsigned);
    }
    let m = match text.strip_prefix(b"0x") {
        Some(h) => BigUint::parse_bytes(h, 16),
        None => BigUint::parse_bytes(text, 10),
    }
    .ok_or(WideError::OutOfRange)?;
    if m.bits() > width as u64 || width == 0 {
        return Err(WideError::OutOfRange);
    }
    let modulus = BigUint::from(1u8) << width;
    let v = if neg { (&modulus - &m) % &modulus } else { m };
    let sign = v.bit(width as u64 - 1);
    if (neg && !sign) || (!neg && signedness == Signedness::Signed && sign) {
        return Err(WideError::OutOfRange);
    }
    Ok(to_le_bytes(&v, width))
}

fn to_le_bytes(v: &BigUint, width: u32) -> Vec<u8> {
    let mut b = v.to_bytes_le();
    b.resize(width.div_ceil(8) as usize, 0);
    b
}

/// `Some(v)` when the `width`-bit pattern `bytes` is `v` extended (sign-extended
/// if `signed`, else zero-extended): the `u128` form narrower integers use, which
/// printers and folders read that way.
pub fn as_u128(bytes: &[u8], width: u32, signed: bool) -> Option<u128> {
    let mut low = [0u8; 16];
    let k = bytes.len().min(16);
    low[..k].copy_from_slice(&bytes[..k]);
    let v = u128::from_le_bytes(low);
    let fill = if signed && v >> 127 == 1 { 0xFF } else { 0 };
    let full = (width / 8) as usize;
    let whole_bytes_ok = bytes[k..full.max(k)].iter().all(|&b| b == fill);
    let partial_ok = width.is_multiple_of(8) || full < k || {
        let mask = (1u8 << (width % 8)) - 1;
        bytes[full] & mask == fill & mask
    };
    (whole_bytes_ok && partial_ok).then_some(v)
}

/// The decimal text of the `width`-bit pattern `bytes`: signed (MLIR prints
/// signless and signed integers as signed) or unsigned.
pub fn to_decimal(bytes: &[u8], width: u32, signed: bool) -> String {
    let v = BigUint::from_bytes_le(bytes) % (BigUint::from(1u8) << width);
    if signed && width > 0 && v.bit(width as u64 - 1) {
        let m = (BigUint::from(1u8) << width) - v;
        format!("-{m}")
    } else {
        v.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_follow_mlir_range_rules() {
        let s = Signedness::Signless;
        let b = literal_bits(true, b"1", 256, s).unwrap();
        assert_eq!(b, vec![0xFF; 32]);
        assert_eq!(as_u128(&b, 256, true), Some(u128::MAX));
        assert_eq!(as_u128(&b, 256, false), None);
        assert_eq!(to_decimal(&b, 256, true), "-1");
        assert_eq!(
            to_decimal(&b, 256, false),
            ((BigUint::from(1u8) << 256u32) - 1u8).to_string()
        );
        assert_eq!(literal_bits(true, b"0", 256, s), Err(WideError::OutOfRange));
        // 2^255 fits signless i256 (prints negative), not si256.
        let two255 = (BigUint::from(1u8) << 255u32).to_string();
        let b = literal_bits(false, two255.as_bytes(), 256, s).unwrap();
        assert_eq!(as_u128(&b, 256, true), None);
        assert_eq!(to_decimal(&b, 256, true), format!("-{two255}"));
        assert_eq!(
            literal_bits(false, two255.as_bytes(), 256, Signedness::Signed),
            Err(WideError::OutOfRange)
        );
        let two256 = (BigUint::from(1u8) << 256u32).to_string();
        assert_eq!(
            literal_bits(false, two256.as_bytes(), 256, s),
            Err(WideError::OutOfRange)
        );
        assert_eq!(
            literal_bits(true, b"5", 256, Signedness::Unsigned),
            Err(WideError::NegativeUnsigned)
        );
        let b = literal_bits(false, b"0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF", 200, s).unwrap();
        assert_eq!(b.len(), 25);
        assert_eq!(
            to_decimal(&b, 200, true),
            "22300745198530623141535718272648361505980415"
        );
        let mut five = vec![0u8; 17];
        five[0] = 5;
        assert_eq!(as_u128(&five, 130, true), Some(5));
        five[16] = 0b10;
        assert_eq!(as_u128(&five, 130, true), None);
    }
}

//! LSB-first bit access on little-endian byte buffers.
//!
//! Bit `n` of a command is bit `n % 8` of byte `n / 8`. A field of width `w` at offset `o`
//! holds bits `o .. o + w` of the command, its least significant bit first.

/// Reads `width` (1..=64) bits at `offset`. The caller guarantees `offset + width <= bytes.len() * 8`.
pub(crate) fn get(bytes: &[u8], offset: u32, width: u32) -> u64 {
    let mut value = 0u64;
    let mut done = 0u32;
    while done < width {
        let bit = offset + done;
        let byte = (bit / 8) as usize;
        let shift = bit % 8;
        let take = (8 - shift).min(width - done);
        let chunk = (u64::from(bytes.get(byte).copied().unwrap_or(0)) >> shift) & ((1u64 << take) - 1);
        value |= chunk << done;
        done += take;
    }
    value
}

/// Writes the low `width` (1..=64) bits of `value` at `offset`; other bits are kept.
/// The caller has checked that `value` fits and that the range is inside `bytes`.
pub(crate) fn set(bytes: &mut [u8], offset: u32, width: u32, value: u64) {
    let mut done = 0u32;
    while done < width {
        let bit = offset + done;
        let byte = (bit / 8) as usize;
        let shift = bit % 8;
        let take = (8 - shift).min(width - done);
        let mask = (((1u16 << take) - 1) as u8) << shift;
        let chunk = (((value >> done) as u8) << shift) & mask;
        if let Some(b) = bytes.get_mut(byte) {
            *b = (*b & !mask) | chunk;
        }
        done += take;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_across_byte_boundaries() {
        let mut buf = [0u8; 16];
        set(&mut buf, 1, 20, 0xABCDE);
        set(&mut buf, 21, 20, 3);
        set(&mut buf, 64, 64, u64::MAX - 5);
        assert_eq!(get(&buf, 1, 20), 0xABCDE);
        assert_eq!(get(&buf, 21, 20), 3);
        assert_eq!(get(&buf, 64, 64), u64::MAX - 5);
        assert_eq!(get(&buf, 0, 1), 0);
    }

    #[test]
    fn lsb_first_layout() {
        // cmd_short=1 @0, cmd_id=1 @1:20 gives byte 0 = 0b11, as in every sMM golden word.
        let mut buf = [0u8; 8];
        set(&mut buf, 0, 1, 1);
        set(&mut buf, 1, 20, 1);
        assert_eq!(buf[0], 0x03);
    }
}

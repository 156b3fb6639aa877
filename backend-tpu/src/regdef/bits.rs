//! LSB-first bit access on little-endian byte buffers.
//!
//! Bit `n` of a command is bit `n % 8` of byte `n / 8`. A field of width `w` at offset `o`
//! holds bits `o .. o + w` of the command, its least significant bit first.

/// One byte's share of a bit range: the byte's index, the bit within the byte
/// where the share starts, its width, and how many bits of the range come before it.
struct ByteShare {
    byte: usize,
    shift: u32,
    take: u32,
    done: u32,
}

/// The byte-by-byte shares of the `width` bits at `offset`, lowest first.
fn byte_shares(offset: u32, width: u32) -> impl Iterator<Item = ByteShare> {
    let mut done = 0u32;
    std::iter::from_fn(move || {
        if done >= width {
            return None;
        }
        let bit = offset + done;
        let shift = bit % 8;
        let share = ByteShare {
            byte: (bit / 8) as usize,
            shift,
            take: (8 - shift).min(width - done),
            done,
        };
        done += share.take;
        Some(share)
    })
}

/// Reads `width` (1..=64) bits at `offset`. The caller guarantees `offset + width <= bytes.len() * 8`.
pub(crate) fn get(bytes: &[u8], offset: u32, width: u32) -> u64 {
    byte_shares(offset, width).fold(0u64, |value, s| {
        let byte = u64::from(bytes.get(s.byte).copied().unwrap_or(0));
        value | (((byte >> s.shift) & ((1u64 << s.take) - 1)) << s.done)
    })
}

/// Writes the low `width` (1..=64) bits of `value` at `offset`; other bits are kept.
/// The caller has checked that `value` fits and that the range is inside `bytes`.
pub(crate) fn set(bytes: &mut [u8], offset: u32, width: u32, value: u64) {
    for s in byte_shares(offset, width) {
        let mask = (((1u16 << s.take) - 1) as u8) << s.shift;
        let chunk = (((value >> s.done) as u8) << s.shift) & mask;
        if let Some(b) = bytes.get_mut(s.byte) {
            *b = (*b & !mask) | chunk;
        }
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

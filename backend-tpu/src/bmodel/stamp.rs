//! The version and creation-time strings a bmodel carries.

/// The bmodel version string rods writes: the container format TPU-MLIR 1.30.2 writes
/// (`2.2`), then the producer.
pub const VERSION: &str = concat!("2.2+rods-", env!("CARGO_PKG_VERSION"));

/// `seconds` since the Unix epoch (UTC) as C's `ctime` prints it, the form TPU-MLIR
/// stores (`"Sat Nov 21 23:41:02 2026\n"`).
pub fn ctime(seconds: u64) -> String {
    const DAYS: [&str; 7] = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = seconds / 86_400;
    let secs = seconds % 86_400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{} {} {:2} {:02}:{:02}:{:02} {}\n",
        DAYS[(days % 7) as usize],
        MONTHS[(month - 1) as usize],
        day,
        secs / 3600,
        secs / 60 % 60,
        secs % 60,
        year
    )
}

/// Now, as [`ctime`] prints it; `SOURCE_DATE_EPOCH` (seconds) overrides the clock so
/// that builds can be reproducible.
pub fn now() -> String {
    let seconds = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs())
        });
    ctime(seconds)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ctime_matches_c() {
        assert_eq!(super::ctime(0), "Thu Jan  1 00:00:00 1970\n");
        // The time of linear_16_10.bmodel.
        assert_eq!(super::ctime(1_795_304_462), "Sat Nov 21 23:41:02 2026\n");
    }
}

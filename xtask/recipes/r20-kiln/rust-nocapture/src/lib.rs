//! Ramp interpolation of the kiln controller, with one test per schedule that prints its trace.

/// Temperature after `minute` minutes at `rate` degrees per hour from `start`, capped at `peak`.
pub fn temp_at(start: u32, rate: u32, minute: u32, peak: u32) -> u32 {
    (start + rate * minute / 60).min(peak)
}

#[cfg(test)]
mod tests {
    use super::temp_at;

    #[test]
    fn schedule_001() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 001 minute {minute}: {} C", temp_at(20, 101, minute, 1222));
        }
        assert!(temp_at(20, 101, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_002() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 002 minute {minute}: {} C", temp_at(20, 102, minute, 1285));
        }
        assert!(temp_at(20, 102, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_003() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 003 minute {minute}: {} C", temp_at(20, 103, minute, 1222));
        }
        assert!(temp_at(20, 103, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_004() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 004 minute {minute}: {} C", temp_at(20, 104, minute, 1285));
        }
        assert!(temp_at(20, 104, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_005() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 005 minute {minute}: {} C", temp_at(20, 105, minute, 1222));
        }
        assert!(temp_at(20, 105, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_006() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 006 minute {minute}: {} C", temp_at(20, 106, minute, 1285));
        }
        assert!(temp_at(20, 106, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_007() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 007 minute {minute}: {} C", temp_at(20, 107, minute, 1222));
        }
        assert!(temp_at(20, 107, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_008() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 008 minute {minute}: {} C", temp_at(20, 108, minute, 1285));
        }
        assert!(temp_at(20, 108, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_009() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 009 minute {minute}: {} C", temp_at(20, 109, minute, 1222));
        }
        assert!(temp_at(20, 109, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_010() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 010 minute {minute}: {} C", temp_at(20, 110, minute, 1285));
        }
        assert!(temp_at(20, 110, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_011() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 011 minute {minute}: {} C", temp_at(20, 111, minute, 1222));
        }
        assert!(temp_at(20, 111, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_012() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 012 minute {minute}: {} C", temp_at(20, 112, minute, 1285));
        }
        assert!(temp_at(20, 112, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_013() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 013 minute {minute}: {} C", temp_at(20, 113, minute, 1222));
        }
        assert!(temp_at(20, 113, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_014() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 014 minute {minute}: {} C", temp_at(20, 114, minute, 1285));
        }
        assert!(temp_at(20, 114, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_015() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 015 minute {minute}: {} C", temp_at(20, 115, minute, 1222));
        }
        assert!(temp_at(20, 115, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_016() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 016 minute {minute}: {} C", temp_at(20, 116, minute, 1285));
        }
        assert!(temp_at(20, 116, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_017() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 017 minute {minute}: {} C", temp_at(20, 117, minute, 1222));
        }
        assert!(temp_at(20, 117, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_018() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 018 minute {minute}: {} C", temp_at(20, 118, minute, 1285));
        }
        assert!(temp_at(20, 118, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_019() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 019 minute {minute}: {} C", temp_at(20, 119, minute, 1222));
        }
        assert!(temp_at(20, 119, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_020() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 020 minute {minute}: {} C", temp_at(20, 120, minute, 1285));
        }
        assert!(temp_at(20, 120, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_021() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 021 minute {minute}: {} C", temp_at(20, 121, minute, 1222));
        }
        assert!(temp_at(20, 121, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_022() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 022 minute {minute}: {} C", temp_at(20, 122, minute, 1285));
        }
        assert!(temp_at(20, 122, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_023() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 023 minute {minute}: {} C", temp_at(20, 123, minute, 1222));
        }
        assert!(temp_at(20, 123, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_024() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 024 minute {minute}: {} C", temp_at(20, 124, minute, 1285));
        }
        assert!(temp_at(20, 124, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_025() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 025 minute {minute}: {} C", temp_at(20, 125, minute, 1222));
        }
        assert!(temp_at(20, 125, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_026() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 026 minute {minute}: {} C", temp_at(20, 126, minute, 1285));
        }
        assert!(temp_at(20, 126, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_027() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 027 minute {minute}: {} C", temp_at(20, 127, minute, 1222));
        }
        assert!(temp_at(20, 127, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_028() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 028 minute {minute}: {} C", temp_at(20, 128, minute, 1285));
        }
        assert!(temp_at(20, 128, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_029() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 029 minute {minute}: {} C", temp_at(20, 129, minute, 1222));
        }
        assert!(temp_at(20, 129, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_030() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 030 minute {minute}: {} C", temp_at(20, 130, minute, 1285));
        }
        assert!(temp_at(20, 130, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_031() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 031 minute {minute}: {} C", temp_at(20, 131, minute, 1222));
        }
        assert!(temp_at(20, 131, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_032() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 032 minute {minute}: {} C", temp_at(20, 132, minute, 1285));
        }
        assert!(temp_at(20, 132, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_033() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 033 minute {minute}: {} C", temp_at(20, 133, minute, 1222));
        }
        assert!(temp_at(20, 133, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_034() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 034 minute {minute}: {} C", temp_at(20, 134, minute, 1285));
        }
        assert!(temp_at(20, 134, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_035() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 035 minute {minute}: {} C", temp_at(20, 135, minute, 1222));
        }
        assert!(temp_at(20, 135, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_036() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 036 minute {minute}: {} C", temp_at(20, 136, minute, 1285));
        }
        assert!(temp_at(20, 136, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_037() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 037 minute {minute}: {} C", temp_at(20, 137, minute, 1222));
        }
        assert!(temp_at(20, 137, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_038() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 038 minute {minute}: {} C", temp_at(20, 138, minute, 1285));
        }
        assert!(temp_at(20, 138, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_039() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 039 minute {minute}: {} C", temp_at(20, 139, minute, 1222));
        }
        assert!(temp_at(20, 139, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_040() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 040 minute {minute}: {} C", temp_at(20, 140, minute, 1285));
        }
        assert!(temp_at(20, 140, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_041() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 041 minute {minute}: {} C", temp_at(20, 141, minute, 1222));
        }
        assert!(temp_at(20, 141, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_042() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 042 minute {minute}: {} C", temp_at(20, 142, minute, 1285));
        }
        assert!(temp_at(20, 142, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_043() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 043 minute {minute}: {} C", temp_at(20, 143, minute, 1222));
        }
        assert!(temp_at(20, 143, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_044() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 044 minute {minute}: {} C", temp_at(20, 144, minute, 1285));
        }
        assert!(temp_at(20, 144, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_045() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 045 minute {minute}: {} C", temp_at(20, 145, minute, 1222));
        }
        assert!(temp_at(20, 145, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_046() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 046 minute {minute}: {} C", temp_at(20, 146, minute, 1285));
        }
        assert!(temp_at(20, 146, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_047() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 047 minute {minute}: {} C", temp_at(20, 147, minute, 1222));
        }
        assert!(temp_at(20, 147, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_048() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 048 minute {minute}: {} C", temp_at(20, 148, minute, 1285));
        }
        assert!(temp_at(20, 148, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_049() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 049 minute {minute}: {} C", temp_at(20, 149, minute, 1222));
        }
        assert!(temp_at(20, 149, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_050() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 050 minute {minute}: {} C", temp_at(20, 150, minute, 1285));
        }
        assert!(temp_at(20, 150, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_051() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 051 minute {minute}: {} C", temp_at(20, 151, minute, 1222));
        }
        assert!(temp_at(20, 151, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_052() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 052 minute {minute}: {} C", temp_at(20, 152, minute, 1285));
        }
        assert!(temp_at(20, 152, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_053() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 053 minute {minute}: {} C", temp_at(20, 153, minute, 1222));
        }
        assert!(temp_at(20, 153, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_054() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 054 minute {minute}: {} C", temp_at(20, 154, minute, 1285));
        }
        assert!(temp_at(20, 154, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_055() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 055 minute {minute}: {} C", temp_at(20, 155, minute, 1222));
        }
        assert!(temp_at(20, 155, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_056() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 056 minute {minute}: {} C", temp_at(20, 156, minute, 1285));
        }
        assert!(temp_at(20, 156, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_057() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 057 minute {minute}: {} C", temp_at(20, 157, minute, 1222));
        }
        assert!(temp_at(20, 157, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_058() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 058 minute {minute}: {} C", temp_at(20, 158, minute, 1285));
        }
        assert!(temp_at(20, 158, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_059() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 059 minute {minute}: {} C", temp_at(20, 159, minute, 1222));
        }
        assert!(temp_at(20, 159, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_060() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 060 minute {minute}: {} C", temp_at(20, 160, minute, 1285));
        }
        assert!(temp_at(20, 160, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_061() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 061 minute {minute}: {} C", temp_at(20, 161, minute, 1222));
        }
        assert!(temp_at(20, 161, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_062() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 062 minute {minute}: {} C", temp_at(20, 162, minute, 1285));
        }
        assert!(temp_at(20, 162, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_063() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 063 minute {minute}: {} C", temp_at(20, 163, minute, 1222));
        }
        assert!(temp_at(20, 163, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_064() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 064 minute {minute}: {} C", temp_at(20, 164, minute, 1285));
        }
        assert!(temp_at(20, 164, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_065() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 065 minute {minute}: {} C", temp_at(20, 165, minute, 1222));
        }
        assert!(temp_at(20, 165, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_066() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 066 minute {minute}: {} C", temp_at(20, 166, minute, 1285));
        }
        assert!(temp_at(20, 166, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_067() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 067 minute {minute}: {} C", temp_at(20, 167, minute, 1222));
        }
        assert!(temp_at(20, 167, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_068() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 068 minute {minute}: {} C", temp_at(20, 168, minute, 1285));
        }
        assert!(temp_at(20, 168, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_069() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 069 minute {minute}: {} C", temp_at(20, 169, minute, 1222));
        }
        assert!(temp_at(20, 169, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_070() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 070 minute {minute}: {} C", temp_at(20, 170, minute, 1285));
        }
        assert!(temp_at(20, 170, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_071() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 071 minute {minute}: {} C", temp_at(20, 171, minute, 1222));
        }
        assert!(temp_at(20, 171, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_072() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 072 minute {minute}: {} C", temp_at(20, 172, minute, 1285));
        }
        assert!(temp_at(20, 172, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_073() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 073 minute {minute}: {} C", temp_at(20, 173, minute, 1222));
        }
        assert!(temp_at(20, 173, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_074() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 074 minute {minute}: {} C", temp_at(20, 174, minute, 1285));
        }
        assert!(temp_at(20, 174, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_075() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 075 minute {minute}: {} C", temp_at(20, 175, minute, 1222));
        }
        assert!(temp_at(20, 175, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_076() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 076 minute {minute}: {} C", temp_at(20, 176, minute, 1285));
        }
        assert!(temp_at(20, 176, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_077() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 077 minute {minute}: {} C", temp_at(20, 177, minute, 1222));
        }
        assert!(temp_at(20, 177, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_078() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 078 minute {minute}: {} C", temp_at(20, 178, minute, 1285));
        }
        assert!(temp_at(20, 178, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_079() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 079 minute {minute}: {} C", temp_at(20, 179, minute, 1222));
        }
        assert!(temp_at(20, 179, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_080() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 080 minute {minute}: {} C", temp_at(20, 180, minute, 1285));
        }
        assert!(temp_at(20, 180, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_081() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 081 minute {minute}: {} C", temp_at(20, 181, minute, 1222));
        }
        assert!(temp_at(20, 181, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_082() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 082 minute {minute}: {} C", temp_at(20, 182, minute, 1285));
        }
        assert!(temp_at(20, 182, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_083() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 083 minute {minute}: {} C", temp_at(20, 183, minute, 1222));
        }
        assert!(temp_at(20, 183, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_084() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 084 minute {minute}: {} C", temp_at(20, 184, minute, 1285));
        }
        assert!(temp_at(20, 184, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_085() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 085 minute {minute}: {} C", temp_at(20, 185, minute, 1222));
        }
        assert!(temp_at(20, 185, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_086() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 086 minute {minute}: {} C", temp_at(20, 186, minute, 1285));
        }
        assert!(temp_at(20, 186, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_087() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 087 minute {minute}: {} C", temp_at(20, 187, minute, 1222));
        }
        assert!(temp_at(20, 187, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_088() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 088 minute {minute}: {} C", temp_at(20, 188, minute, 1285));
        }
        assert!(temp_at(20, 188, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_089() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 089 minute {minute}: {} C", temp_at(20, 189, minute, 1222));
        }
        assert!(temp_at(20, 189, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_090() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 090 minute {minute}: {} C", temp_at(20, 190, minute, 1285));
        }
        assert!(temp_at(20, 190, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_091() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 091 minute {minute}: {} C", temp_at(20, 191, minute, 1222));
        }
        assert!(temp_at(20, 191, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_092() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 092 minute {minute}: {} C", temp_at(20, 192, minute, 1285));
        }
        assert!(temp_at(20, 192, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_093() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 093 minute {minute}: {} C", temp_at(20, 193, minute, 1222));
        }
        assert!(temp_at(20, 193, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_094() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 094 minute {minute}: {} C", temp_at(20, 194, minute, 1285));
        }
        assert!(temp_at(20, 194, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_095() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 095 minute {minute}: {} C", temp_at(20, 195, minute, 1222));
        }
        assert!(temp_at(20, 195, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_096() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 096 minute {minute}: {} C", temp_at(20, 196, minute, 1285));
        }
        assert!(temp_at(20, 196, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_097() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 097 minute {minute}: {} C", temp_at(20, 197, minute, 1222));
        }
        assert!(temp_at(20, 197, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_098() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 098 minute {minute}: {} C", temp_at(20, 198, minute, 1285));
        }
        assert!(temp_at(20, 198, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_099() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 099 minute {minute}: {} C", temp_at(20, 199, minute, 1222));
        }
        assert!(temp_at(20, 199, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_100() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 100 minute {minute}: {} C", temp_at(20, 200, minute, 1285));
        }
        assert!(temp_at(20, 200, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_101() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 101 minute {minute}: {} C", temp_at(20, 201, minute, 1222));
        }
        assert!(temp_at(20, 201, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_102() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 102 minute {minute}: {} C", temp_at(20, 202, minute, 1285));
        }
        assert!(temp_at(20, 202, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_103() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 103 minute {minute}: {} C", temp_at(20, 203, minute, 1222));
        }
        assert!(temp_at(20, 203, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_104() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 104 minute {minute}: {} C", temp_at(20, 204, minute, 1285));
        }
        assert!(temp_at(20, 204, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_105() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 105 minute {minute}: {} C", temp_at(20, 205, minute, 1222));
        }
        assert!(temp_at(20, 205, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_106() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 106 minute {minute}: {} C", temp_at(20, 206, minute, 1285));
        }
        assert!(temp_at(20, 206, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_107() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 107 minute {minute}: {} C", temp_at(20, 207, minute, 1222));
        }
        assert!(temp_at(20, 207, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_108() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 108 minute {minute}: {} C", temp_at(20, 208, minute, 1285));
        }
        assert!(temp_at(20, 208, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_109() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 109 minute {minute}: {} C", temp_at(20, 209, minute, 1222));
        }
        assert!(temp_at(20, 209, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_110() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 110 minute {minute}: {} C", temp_at(20, 210, minute, 1285));
        }
        assert!(temp_at(20, 210, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_111() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 111 minute {minute}: {} C", temp_at(20, 211, minute, 1222));
        }
        assert!(temp_at(20, 211, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_112() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 112 minute {minute}: {} C", temp_at(20, 212, minute, 1285));
        }
        assert!(temp_at(20, 212, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_113() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 113 minute {minute}: {} C", temp_at(20, 213, minute, 1222));
        }
        assert!(temp_at(20, 213, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_114() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 114 minute {minute}: {} C", temp_at(20, 214, minute, 1285));
        }
        assert!(temp_at(20, 214, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_115() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 115 minute {minute}: {} C", temp_at(20, 215, minute, 1222));
        }
        assert!(temp_at(20, 215, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_116() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 116 minute {minute}: {} C", temp_at(20, 216, minute, 1285));
        }
        assert!(temp_at(20, 216, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_117() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 117 minute {minute}: {} C", temp_at(20, 217, minute, 1222));
        }
        assert!(temp_at(20, 217, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_118() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 118 minute {minute}: {} C", temp_at(20, 218, minute, 1285));
        }
        assert!(temp_at(20, 218, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_119() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 119 minute {minute}: {} C", temp_at(20, 219, minute, 1222));
        }
        assert!(temp_at(20, 219, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_120() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 120 minute {minute}: {} C", temp_at(20, 220, minute, 1285));
        }
        assert!(temp_at(20, 220, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_121() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 121 minute {minute}: {} C", temp_at(20, 221, minute, 1222));
        }
        assert!(temp_at(20, 221, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_122() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 122 minute {minute}: {} C", temp_at(20, 222, minute, 1285));
        }
        assert!(temp_at(20, 222, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_123() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 123 minute {minute}: {} C", temp_at(20, 223, minute, 1222));
        }
        assert!(temp_at(20, 223, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_124() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 124 minute {minute}: {} C", temp_at(20, 224, minute, 1285));
        }
        assert!(temp_at(20, 224, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_125() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 125 minute {minute}: {} C", temp_at(20, 225, minute, 1222));
        }
        assert!(temp_at(20, 225, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_126() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 126 minute {minute}: {} C", temp_at(20, 226, minute, 1285));
        }
        assert!(temp_at(20, 226, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_127() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 127 minute {minute}: {} C", temp_at(20, 227, minute, 1222));
        }
        assert!(temp_at(20, 227, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_128() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 128 minute {minute}: {} C", temp_at(20, 228, minute, 1285));
        }
        assert!(temp_at(20, 228, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_129() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 129 minute {minute}: {} C", temp_at(20, 229, minute, 1222));
        }
        assert!(temp_at(20, 229, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_130() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 130 minute {minute}: {} C", temp_at(20, 230, minute, 1285));
        }
        assert!(temp_at(20, 230, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_131() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 131 minute {minute}: {} C", temp_at(20, 231, minute, 1222));
        }
        assert_eq!(temp_at(20, 231, 240, 1222), 1222, "schedule 131 must reach cone 6 by minute 240");
    }

    #[test]
    fn schedule_132() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 132 minute {minute}: {} C", temp_at(20, 232, minute, 1285));
        }
        assert!(temp_at(20, 232, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_133() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 133 minute {minute}: {} C", temp_at(20, 233, minute, 1222));
        }
        assert!(temp_at(20, 233, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_134() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 134 minute {minute}: {} C", temp_at(20, 234, minute, 1285));
        }
        assert!(temp_at(20, 234, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_135() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 135 minute {minute}: {} C", temp_at(20, 235, minute, 1222));
        }
        assert!(temp_at(20, 235, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_136() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 136 minute {minute}: {} C", temp_at(20, 236, minute, 1285));
        }
        assert!(temp_at(20, 236, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_137() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 137 minute {minute}: {} C", temp_at(20, 237, minute, 1222));
        }
        assert!(temp_at(20, 237, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_138() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 138 minute {minute}: {} C", temp_at(20, 238, minute, 1285));
        }
        assert!(temp_at(20, 238, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_139() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 139 minute {minute}: {} C", temp_at(20, 239, minute, 1222));
        }
        assert!(temp_at(20, 239, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_140() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 140 minute {minute}: {} C", temp_at(20, 240, minute, 1285));
        }
        assert!(temp_at(20, 240, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_141() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 141 minute {minute}: {} C", temp_at(20, 241, minute, 1222));
        }
        assert!(temp_at(20, 241, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_142() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 142 minute {minute}: {} C", temp_at(20, 242, minute, 1285));
        }
        assert!(temp_at(20, 242, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_143() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 143 minute {minute}: {} C", temp_at(20, 243, minute, 1222));
        }
        assert!(temp_at(20, 243, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_144() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 144 minute {minute}: {} C", temp_at(20, 244, minute, 1285));
        }
        assert!(temp_at(20, 244, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_145() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 145 minute {minute}: {} C", temp_at(20, 245, minute, 1222));
        }
        assert!(temp_at(20, 245, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_146() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 146 minute {minute}: {} C", temp_at(20, 246, minute, 1285));
        }
        assert!(temp_at(20, 246, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_147() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 147 minute {minute}: {} C", temp_at(20, 247, minute, 1222));
        }
        assert!(temp_at(20, 247, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_148() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 148 minute {minute}: {} C", temp_at(20, 248, minute, 1285));
        }
        assert!(temp_at(20, 248, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_149() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 149 minute {minute}: {} C", temp_at(20, 249, minute, 1222));
        }
        assert!(temp_at(20, 249, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_150() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 150 minute {minute}: {} C", temp_at(20, 250, minute, 1285));
        }
        assert!(temp_at(20, 250, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_151() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 151 minute {minute}: {} C", temp_at(20, 251, minute, 1222));
        }
        assert!(temp_at(20, 251, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_152() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 152 minute {minute}: {} C", temp_at(20, 252, minute, 1285));
        }
        assert!(temp_at(20, 252, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_153() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 153 minute {minute}: {} C", temp_at(20, 253, minute, 1222));
        }
        assert!(temp_at(20, 253, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_154() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 154 minute {minute}: {} C", temp_at(20, 254, minute, 1285));
        }
        assert!(temp_at(20, 254, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_155() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 155 minute {minute}: {} C", temp_at(20, 255, minute, 1222));
        }
        assert!(temp_at(20, 255, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_156() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 156 minute {minute}: {} C", temp_at(20, 256, minute, 1285));
        }
        assert!(temp_at(20, 256, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_157() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 157 minute {minute}: {} C", temp_at(20, 257, minute, 1222));
        }
        assert!(temp_at(20, 257, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_158() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 158 minute {minute}: {} C", temp_at(20, 258, minute, 1285));
        }
        assert!(temp_at(20, 258, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_159() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 159 minute {minute}: {} C", temp_at(20, 259, minute, 1222));
        }
        assert!(temp_at(20, 259, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_160() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 160 minute {minute}: {} C", temp_at(20, 260, minute, 1285));
        }
        assert!(temp_at(20, 260, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_161() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 161 minute {minute}: {} C", temp_at(20, 261, minute, 1222));
        }
        assert!(temp_at(20, 261, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_162() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 162 minute {minute}: {} C", temp_at(20, 262, minute, 1285));
        }
        assert!(temp_at(20, 262, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_163() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 163 minute {minute}: {} C", temp_at(20, 263, minute, 1222));
        }
        assert!(temp_at(20, 263, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_164() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 164 minute {minute}: {} C", temp_at(20, 264, minute, 1285));
        }
        assert!(temp_at(20, 264, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_165() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 165 minute {minute}: {} C", temp_at(20, 265, minute, 1222));
        }
        assert!(temp_at(20, 265, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_166() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 166 minute {minute}: {} C", temp_at(20, 266, minute, 1285));
        }
        assert!(temp_at(20, 266, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_167() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 167 minute {minute}: {} C", temp_at(20, 267, minute, 1222));
        }
        assert!(temp_at(20, 267, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_168() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 168 minute {minute}: {} C", temp_at(20, 268, minute, 1285));
        }
        assert!(temp_at(20, 268, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_169() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 169 minute {minute}: {} C", temp_at(20, 269, minute, 1222));
        }
        assert!(temp_at(20, 269, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_170() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 170 minute {minute}: {} C", temp_at(20, 270, minute, 1285));
        }
        assert!(temp_at(20, 270, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_171() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 171 minute {minute}: {} C", temp_at(20, 271, minute, 1222));
        }
        assert!(temp_at(20, 271, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_172() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 172 minute {minute}: {} C", temp_at(20, 272, minute, 1285));
        }
        assert!(temp_at(20, 272, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_173() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 173 minute {minute}: {} C", temp_at(20, 273, minute, 1222));
        }
        assert!(temp_at(20, 273, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_174() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 174 minute {minute}: {} C", temp_at(20, 274, minute, 1285));
        }
        assert!(temp_at(20, 274, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_175() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 175 minute {minute}: {} C", temp_at(20, 275, minute, 1222));
        }
        assert!(temp_at(20, 275, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_176() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 176 minute {minute}: {} C", temp_at(20, 276, minute, 1285));
        }
        assert!(temp_at(20, 276, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_177() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 177 minute {minute}: {} C", temp_at(20, 277, minute, 1222));
        }
        assert!(temp_at(20, 277, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_178() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 178 minute {minute}: {} C", temp_at(20, 278, minute, 1285));
        }
        assert!(temp_at(20, 278, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_179() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 179 minute {minute}: {} C", temp_at(20, 279, minute, 1222));
        }
        assert!(temp_at(20, 279, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_180() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 180 minute {minute}: {} C", temp_at(20, 280, minute, 1285));
        }
        assert!(temp_at(20, 280, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_181() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 181 minute {minute}: {} C", temp_at(20, 281, minute, 1222));
        }
        assert!(temp_at(20, 281, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_182() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 182 minute {minute}: {} C", temp_at(20, 282, minute, 1285));
        }
        assert!(temp_at(20, 282, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_183() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 183 minute {minute}: {} C", temp_at(20, 283, minute, 1222));
        }
        assert!(temp_at(20, 283, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_184() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 184 minute {minute}: {} C", temp_at(20, 284, minute, 1285));
        }
        assert!(temp_at(20, 284, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_185() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 185 minute {minute}: {} C", temp_at(20, 285, minute, 1222));
        }
        assert!(temp_at(20, 285, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_186() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 186 minute {minute}: {} C", temp_at(20, 286, minute, 1285));
        }
        assert!(temp_at(20, 286, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_187() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 187 minute {minute}: {} C", temp_at(20, 287, minute, 1222));
        }
        assert!(temp_at(20, 287, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_188() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 188 minute {minute}: {} C", temp_at(20, 288, minute, 1285));
        }
        assert!(temp_at(20, 288, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_189() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 189 minute {minute}: {} C", temp_at(20, 289, minute, 1222));
        }
        assert!(temp_at(20, 289, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_190() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 190 minute {minute}: {} C", temp_at(20, 290, minute, 1285));
        }
        assert!(temp_at(20, 290, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_191() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 191 minute {minute}: {} C", temp_at(20, 291, minute, 1222));
        }
        assert!(temp_at(20, 291, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_192() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 192 minute {minute}: {} C", temp_at(20, 292, minute, 1285));
        }
        assert!(temp_at(20, 292, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_193() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 193 minute {minute}: {} C", temp_at(20, 293, minute, 1222));
        }
        assert!(temp_at(20, 293, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_194() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 194 minute {minute}: {} C", temp_at(20, 294, minute, 1285));
        }
        assert!(temp_at(20, 294, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_195() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 195 minute {minute}: {} C", temp_at(20, 295, minute, 1222));
        }
        assert!(temp_at(20, 295, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_196() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 196 minute {minute}: {} C", temp_at(20, 296, minute, 1285));
        }
        assert!(temp_at(20, 296, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_197() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 197 minute {minute}: {} C", temp_at(20, 297, minute, 1222));
        }
        assert!(temp_at(20, 297, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_198() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 198 minute {minute}: {} C", temp_at(20, 298, minute, 1285));
        }
        assert!(temp_at(20, 298, 720, 1285) <= 1285);
    }

    #[test]
    fn schedule_199() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 199 minute {minute}: {} C", temp_at(20, 299, minute, 1222));
        }
        assert!(temp_at(20, 299, 720, 1222) <= 1222);
    }

    #[test]
    fn schedule_200() {
        for minute in [0u32, 120, 240, 480, 720] {
            println!("schedule 200 minute {minute}: {} C", temp_at(20, 300, minute, 1285));
        }
        assert!(temp_at(20, 300, 720, 1285) <= 1285);
    }
}

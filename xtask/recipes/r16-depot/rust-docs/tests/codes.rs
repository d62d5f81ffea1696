//! The bay codes' table tests: one per tenth bay, and the slot limit.

use depot_codes::codes;

macro_rules! bay_case {
    ($($name:ident => $bay:path, $base:expr;)*) => {
        $(
            #[test]
            fn $name() {
                assert_eq!($bay(5), $base + 5);
            }
        )*
    };
}

bay_case! {
    bay_010 => codes::bay_010, 10;
    bay_020 => codes::bay_020, 20;
    bay_030 => codes::bay_030, 30;
    bay_040 => codes::bay_040, 40;
    bay_050 => codes::bay_050, 50;
    bay_060 => codes::bay_060, 60;
    bay_070 => codes::bay_070, 70;
    bay_080 => codes::bay_080, 80;
    bay_090 => codes::bay_090, 90;
    bay_100 => codes::bay_100, 100;
    bay_150 => codes::bay_150, 150;
    bay_200 => codes::bay_200, 200;
    bay_250 => codes::bay_250, 250;
    bay_300 => codes::bay_300, 300;
}

#[test]
#[should_panic(expected = "slot out of range")]
fn slot_limit_panics() {
    let slot = u32::MAX - 100;
    let _ = codes::Bay_187(slot);
}

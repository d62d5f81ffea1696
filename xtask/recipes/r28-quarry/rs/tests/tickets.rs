//! One test per ticket of the day; each returns the parse error instead of panicking.
macro_rules! ticket_tests {
    ($($name:ident = $n:expr;)*) => {$(
        #[test]
        fn $name() -> Result<(), String> {
            let line = &r28_quarry::day()[$n - 1];
            let t = r28_quarry::parse(line)?;
            assert_eq!(t.id, $n);
            Ok(())
        }
    )*};
}
include!(concat!(env!("OUT_DIR"), "/cases.rs"));

//! Typed depot quantities, each a newtype made by one macro.

/// Declares a newtype quantity with its unit and a conversion to its base unit.
macro_rules! quantity {
    ($name:ident, $inner:ty, $unit:literal, $to_base:expr) => {
        #[doc = concat!("A quantity in ", $unit, ".")]
        #[derive(Clone, Copy, Debug, PartialEq)]
        pub struct $name(pub $inner);

        impl $name {
            /// The unit's symbol.
            pub const UNIT: &'static str = $unit;

            /// The value in the base unit.
            pub fn to_base(self) -> f64 {
                let factor: f64 = $to_base;
                self.0 * factor
            }
        }
    };
}

quantity!(Kilograms, f64, "kg", 1.0);
quantity!(Tonnes, f64, "t", 1000.0);
quantity!(Pallets, u32, "pallets", 840.0);
quantity!(Litres, f64, "l", "1.0");

/// The total mass of a load, in kilograms.
pub fn load_mass(tonnes: Tonnes, pallets: Pallets) -> f64 {
    tonnes.to_base() + pallets.to_base()
}

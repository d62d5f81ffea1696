//! The labels against their reviewed snapshots.

#[test]
fn stout_label() {
    insta::assert_snapshot!(brewery_labels::label(1217, "stout", 5.25));
}

#[test]
fn ipa_label() {
    insta::assert_snapshot!(brewery_labels::label(1001, "ipa", 6.5));
}

//! Checks container seal records with a CRC routine that is declared but never linked.

extern "C" {
    fn wharf_crc32(data: *const u8, len: usize) -> u32;
}

fn seal_crc(record: &[u8]) -> u32 {
    // SAFETY: the pointer and length come from one slice.
    unsafe { wharf_crc32(record.as_ptr(), record.len()) }
}

fn main() {
    let records = ["MSCU1234565|SEAL-88012", "TGHU8812347|SEAL-88013"];
    for r in records {
        println!("{r}: {:08x}", seal_crc(r.as_bytes()));
    }
}

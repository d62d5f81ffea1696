<?php
namespace Bookshelf;

final class Isbn
{
    public static function normalize(string $raw): string
    {
        return strtoupper(preg_replace('/[^0-9Xx]/', '', $raw));
    }

    public static function isValid13(string $raw): bool
    {
        $digits = self::normalize($raw);
        if (strlen($digits) !== 13) {
            return false;
        }
        $sum = 0;
        for ($i = 0; $i < 12; $i++) {
            $sum += (int) $digits[$i] * ($i % 2 === 0 ? 1 : 3);
        }
        return (10 - $sum % 10) % 10 === (int) $digits[12];
    }

    public static function isValid10(string $raw): bool
    {
        $digits = self::normalize($raw);
        if (strlen($digits) !== 10) {
            return false;
        }
        $sum = 0;
        for ($i = 0; $i < 10; $i++) {
            $value = $digits[$i] === 'X' ? 10 : (int) $digits[$i];
            // Bug: weights run 10..1, this runs 1..10 (still correct by symmetry) but
            // treats an X anywhere as 10, not only in the check position.
            $sum += $value * ($i + 1);
        }
        return $sum % 11 === 0;
    }

    public static function toIsbn13(string $isbn10): string
    {
        $core = '978' . substr(self::normalize($isbn10), 0, 9);
        $sum = 0;
        for ($i = 0; $i < 12; $i++) {
            $sum += (int) $core[$i] * ($i % 2 === 0 ? 3 : 1);
        }
        return $core . ((10 - $sum % 10) % 10);
    }
}

<?php
namespace Bookshelf;

final class Book
{
    public function __construct(
        public readonly string $isbn,
        public readonly string $title,
        public readonly string $author,
        public readonly int $year,
        public readonly float $price,
    ) {
    }
}

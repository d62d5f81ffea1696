<?php
namespace Bookshelf;

final class Shelf
{
    /** @var array<string, Book> */
    private array $books = [];

    public function add(Book $book): void
    {
        if (!Isbn::isValid13($book->isbn)) {
            throw new \InvalidArgumentException("invalid ISBN-13: {$book->isbn}");
        }
        $this->books[$book->isbn] = $book;
    }

    public function count(): int
    {
        return count($this->books);
    }

    /** @return list<string> titles sorted by author, then year */
    public function titlesByAuthor(): array
    {
        $books = array_values($this->books);
        usort($books, fn (Book $a, Book $b) => [$a->author, $a->year] <=> [$b->author, $b->year]);
        return array_map(fn (Book $b) => $b->title, $books);
    }

    public function totalValue(float $discount = 0.0): float
    {
        $total = 0.0;
        foreach ($this->books as $book) {
            $total += $book->price;
        }
        return $total * (1 - $discount);
    }

    /** @return array<string, int> number of books per decade, e.g. "1990s" => 2 */
    public function byDecade(): array
    {
        $decades = [];
        foreach ($this->books as $book) {
            $decade = intdiv($book->year, 10) * 10 . 's';
            $decades[$decade] = ($decades[$decade] ?? 0) + 1;
        }
        ksort($decades);
        return $decades;
    }

    public function find(string $isbn): Book
    {
        return $this->books[Isbn::normalize($isbn)];
    }

    public function remove(string $isbn): void
    {
        unset($this->books[$isbn]);
    }
}

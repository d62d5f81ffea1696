<?php
namespace Bookshelf;

final class CsvImporter
{
    public function __construct(private Shelf $shelf)
    {
    }

    public function importFile(string $path): int
    {
        $handle = fopen($path, 'r');
        $header = fgetcsv($handle);
        $line = 1;
        $imported = 0;
        while (($row = fgetcsv($handle)) !== false) {
            $line++;
            $book = array_combine($header, $row);
            $this->importRow($book, $path, $line);
            printf("  + %s %s (%s, %d)\n", $book['isbn'], $book['title'], $book['author'], $book['year']);
            $imported++;
        }
        fclose($handle);
        return $imported;
    }

    private function importRow(array $row, string $path, int $line): void
    {
        try {
            $this->shelf->add(new Book(
                $row['isbn'],
                $row['title'],
                $row['author'],
                (int) $row['year'],
                $this->parsePrice($row['price']),
            ));
        } catch (\InvalidArgumentException $e) {
            throw new ImportException("$path:$line: cannot import \"{$row['title']}\"", 0, $e);
        }
    }

    private function parsePrice(string $price): float
    {
        if (!preg_match('/^\d+\.\d{2}$/', $price)) {
            throw new \InvalidArgumentException("price must look like 12.50, got '$price'");
        }
        return (float) $price;
    }
}

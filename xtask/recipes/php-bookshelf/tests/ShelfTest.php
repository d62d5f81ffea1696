<?php
use Bookshelf\Book;
use Bookshelf\Shelf;
use PHPUnit\Framework\TestCase;

final class ShelfTest extends TestCase
{
    private Shelf $shelf;

    protected function setUp(): void
    {
        $this->shelf = new Shelf();
        $this->shelf->add(new Book('9780141439518', 'Pride and Prejudice', 'Austen', 1813, 7.99));
        $this->shelf->add(new Book('9780141182803', 'Brave New World', 'Huxley', 1932, 9.99));
        $this->shelf->add(new Book('9780451524935', 'Nineteen Eighty-Four', 'Orwell', 1949, 8.99));
        $this->shelf->add(new Book('9780141441146', 'Emma', 'Austen', 1815, 6.49));
    }

    public function testCount(): void
    {
        $this->assertSame(4, $this->shelf->count());
    }

    public function testRejectsInvalidIsbn(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->shelf->add(new Book('9780141439519', 'Bad', 'Nobody', 2000, 1.00));
    }

    public function testTitlesByAuthor(): void
    {
        $this->assertEquals(
            ['Emma', 'Pride and Prejudice', 'Brave New World', 'Nineteen Eighty-Four'],
            $this->shelf->titlesByAuthor(),
        );
    }

    public function testTotalValueWithDiscount(): void
    {
        $this->assertSame(30.08, $this->shelf->totalValue(0.10));
    }

    public function testByDecade(): void
    {
        $this->assertEquals(
            ['1810s' => 2, '1930s' => 1, '1940s' => 1],
            $this->shelf->byDecade(),
        );
    }

    public function testFindNormalizesIsbn(): void
    {
        $this->assertSame('Emma', $this->shelf->find('978-0-14-144114-6')->title);
    }

    public function testFindUnknownIsbnThrows(): void
    {
        $this->expectException(OutOfBoundsException::class);
        $this->shelf->find('9780000000002');
    }

    public function testRemoveByHyphenatedIsbn(): void
    {
        $this->shelf->remove('978-0-14-144114-6');
        $this->assertSame(3, $this->shelf->count());
    }
}

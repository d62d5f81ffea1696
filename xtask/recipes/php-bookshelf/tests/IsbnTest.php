<?php
use Bookshelf\Isbn;
use PHPUnit\Framework\TestCase;

final class IsbnTest extends TestCase
{
    public function testNormalizeStripsHyphensAndSpaces(): void
    {
        $this->assertSame('9780306406157', Isbn::normalize('978-0-306 40615-7'));
    }

    public function testValidIsbn13(): void
    {
        $this->assertTrue(Isbn::isValid13('978-0-306-40615-7'));
    }

    public function testInvalidIsbn13Checksum(): void
    {
        $this->assertFalse(Isbn::isValid13('978-0-306-40615-8'));
    }

    public function testValidIsbn10WithCheckX(): void
    {
        $this->assertTrue(Isbn::isValid10('0-8044-2957-X'));
    }

    public function testToIsbn13(): void
    {
        $this->assertSame('9780306406157', Isbn::toIsbn13('0-306-40615-2'));
    }
}

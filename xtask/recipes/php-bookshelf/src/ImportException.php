<?php
namespace Bookshelf;

final class ImportException extends \RuntimeException
{
}

<?php
require __DIR__ . '/../src/autoload.php';

use Bookshelf\CsvImporter;
use Bookshelf\Shelf;

$shelf = new Shelf();
$importer = new CsvImporter($shelf);
foreach (['data/classics.csv', 'data/arrivals-2024-04.csv'] as $file) {
    $count = $importer->importFile($file);
    echo "imported $count books from $file\n";
}
printf("shelf holds %d books worth %.2f\n", $shelf->count(), $shelf->totalValue());

<?php
namespace Kiln\App;

require __DIR__ . '/vendor/kilnframe/pipeline.php';

function average_peak(array $firings): int
{
    $total = array_sum(array_column($firings, 'peak'));
    return intdiv($total, count($firings));
}

function dispatch(array $req)
{
    $firings = array_filter($req['firings'], fn ($f) => $f['kiln'] === $req['kiln']);
    return ['kiln' => $req['kiln'], 'average' => average_peak($firings)];
}

$firings = [['kiln' => 'kiln-1', 'peak' => 1222], ['kiln' => 'kiln-2', 'peak' => 1285]];
echo json_encode(\layer01(['kiln' => 'kiln-1', 'firings' => $firings])), "\n";
echo json_encode(\layer01(['kiln' => 'kiln-4', 'firings' => $firings])), "\n";

<?php
// Builds the wharf's gate configuration and dumps it with var_dump, as a debugging session would.
$config = ['site' => 'North Quay', 'version' => 7, 'gates' => []];
for ($g = 1; $g <= 24; $g++) {
    $config['gates']["G$g"] = [
        'lanes' => 2 + $g % 3,
        'ocr' => ['vendor' => 'Visium', 'firmware' => "4.$g.0", 'confidence' => 0.90 + ($g % 5) / 100],
        'timeout_s' => $g === 13 ? 0 : 30,
        'hazmat' => $g % 4 === 0,
        'open_hours' => [6, 22],
    ];
}
$config['alerts'] = ['email' => 'ops@wharf.example', 'sms' => null];
var_dump($config);

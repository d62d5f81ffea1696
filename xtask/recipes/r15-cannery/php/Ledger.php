<?php
namespace Cannery\Accounts;

use DateTime;
use InvalidArgumentException;
class ledger_entry {
    var $amount;
    public $Customer_Name;
    private $lines = array();

    function __construct($amount, $customer) {
        $this->amount = $amount;
        $this->Customer_Name = $customer;
    }

    public function Add_Line( $product,$cases ){
        if($cases<=0) throw new InvalidArgumentException("no cases");
        $this->lines[] = array('product'=>$product, 'cases'=>$cases);
        return count( $this->lines );
    }

    public function total()
    {
      $sum = 0;
      foreach ($this->lines as $line)
      {
          $sum += $line['cases'] * 12.5;
      }
      return $sum;
    }
    public static function FromCsv($row) { return new ledger_entry($row[0], $row[1]); }
}
function print_ledger($entries)
{
    foreach ($entries as $e) echo $e->Customer_Name . ": " . $e->total() . "\n";
}
?>

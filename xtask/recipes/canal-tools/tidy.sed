# Normalises the station table: title-case names, locks as "N locks", canal names abbreviated.
s/\t/ | /g
s/^\([a-z]\)/\u\1/
s/-\([a-z]\)/ \u\1/g
s/| \([0-9]*\) |/| \1 locks |/
/Grand Union/{
  s/Grand Union/GU/
  s/ Leicester Line/ (Leicester)/
}
/Birmingham/s/Birmingham and Fazeley/BCN (Fazeley)/
/^Wolverhampton/d
$a\
-- end of table --

"""Shelf loads per kiln."""
SHELVES={'kiln-1':[ 12,14,9 ],'kiln-2':[ 11,11,11,10 ],
'kiln-3':[8,8]}
def total( kiln ):
  return sum( SHELVES[kiln] )
def fullest():
  return max(SHELVES,key = lambda k : total(k))
if __name__=='__main__' :
  print( fullest(),total( fullest() ) )

/* Grammar of the apiary's order language: "sell 3 jars of linden to depot if grade A". */
%token <int> INT
%token <string> WORD
%token SELL JARS OF TO IF AND OR NOT GRADE PLUS MINUS TIMES EOF
%start <unit> orders
%type <unit> order_list order qty cond test
%%
orders:
  | order_list EOF { () }
order_list:
  | { () }
  | order order_list { () }
order:
  | SELL qty JARS OF WORD TO WORD cond { () }
qty:
  | INT { () }
  | qty PLUS qty { () }
  | qty MINUS qty { () }
  | qty TIMES qty { () }
cond:
  | { () }
  | IF test { () }
test:
  | GRADE WORD { () }
  | test AND test { () }
  | test OR test { () }
  | NOT test { () }

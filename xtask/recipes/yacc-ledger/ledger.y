/* A ledger query language: statements, amounts, filters. Its grammar is ambiguous on purpose
   (the dangling else of `when`, unparenthesised arithmetic) so bison reports its conflicts. */
%{
#include <stdio.h>
int yylex(void);
void yyerror(const char *msg) { fprintf(stderr, "%s\n", msg); }
%}
%token NUMBER IDENT STRING WHEN ELSE SUM AVG BY WHERE AND OR NOT LIMIT
%token EQ NE LE GE
%token UNUSED_TOKEN
%%
program   : stmts ;
stmts     : %empty | stmts stmt ';' ;
stmt      : query
          | WHEN cond stmt
          | WHEN cond stmt ELSE stmt
          | IDENT '=' expr
          ;
query     : SUM expr filter group limit
          | AVG expr filter group limit
          ;
filter    : %empty | WHERE cond ;
group     : %empty | BY IDENT | BY IDENT ',' IDENT ;
limit     : %empty | LIMIT NUMBER ;
cond      : expr EQ expr | expr NE expr | expr '<' expr | expr '>' expr
          | expr LE expr | expr GE expr
          | cond AND cond | cond OR cond | NOT cond | '(' cond ')'
          ;
expr      : NUMBER | IDENT | STRING
          | expr '+' expr | expr '-' expr | expr '*' expr | expr '/' expr
          | '-' expr | '(' expr ')'
          | IDENT '(' args ')'
          ;
args      : %empty | arglist ;
arglist   : expr | arglist ',' expr | arglist ',' ;
orphan    : IDENT IDENT ;
%%

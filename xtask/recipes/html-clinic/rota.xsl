<?xml version="1.0" encoding="UTF-8"?>
<!-- Renders the rota as text; its mistakes: an unknown function, an undeclared prefix, a
     template calling one that does not exist, and an unclosed element. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="text"/>
  <xsl:template match="/rota">
    <xsl:text>Rota for week </xsl:text><xsl:value-of select="@week"/>
    <xsl:apply-templates select="shift"/>
    <xsl:value-of select="count-shifts(shift)"/>
    <xsl:value-of select="nhs:number(.)"/>
    <xsl:call-template name="footer"/>
  </xsl:template>
  <xsl:template match="shift">
    <xsl:value-of select="concat(@day, ' ', @part, ': Dr ', @doctor"/>
    <xsl:sort select="@day"/>
  </xsl:template>
</xsl:stylesheet>

<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="sprites" tilewidth="32" tileheight="32" tilecount="7" columns="7">
 <image source="classic-tiles.png" width="224" height="32"/>
 <tile id="2" type="muncher">
  <properties>
   <property name="heading" value="left"/>
  </properties>
 </tile>
</tileset>

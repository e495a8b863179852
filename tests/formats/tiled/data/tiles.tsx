<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="mazeworks" tilewidth="32" tileheight="32" tilecount="7" columns="7">
 <image source="classic-tiles.png" width="224" height="32"/>
 <tile id="0" type="wall">
  <properties>
   <property name="kind" value="wall"/>
  </properties>
 </tile>
 <tile id="1" type="dot">
  <properties>
   <property name="kind" value="dot"/>
  </properties>
 </tile>
 <tile id="2" type="energizer">
  <properties>
   <property name="kind" value="energizer"/>
  </properties>
 </tile>
 <tile id="3" type="floor">
  <properties>
   <property name="kind" value="floor"/>
  </properties>
 </tile>
 <tile id="4" type="tunnel">
  <properties>
   <property name="kind" value="tunnel"/>
  </properties>
 </tile>
 <tile id="5" type="door">
  <properties>
   <property name="kind" value="door"/>
  </properties>
 </tile>
 <tile id="6" type="house">
  <properties>
   <property name="kind" value="house"/>
  </properties>
 </tile>
</tileset>
